import { Link } from "wouter";
import type { ProjectDetail } from "@shared/api-types";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** 프로젝트 소개, 요구사항 (only when written) and 프로젝트 태그. Line breaks are kept as typed. */
export function ProjectOverview({ project }: { project: ProjectDetail }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">프로젝트 소개</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-[15px] leading-7 whitespace-pre-wrap">{project.description}</p>
        </CardContent>
      </Card>

      {project.requirements?.trim() && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">요구사항</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-[15px] leading-7 whitespace-pre-wrap">{project.requirements}</p>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2">프로젝트 태그</CardTitle>
        </CardHeader>
        <CardContent>
          {project.tags.length ? (
            <ul className="flex flex-wrap gap-2">
              {project.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    href={`/projects?tags=${encodeURIComponent(tag.name)}`}
                    className="inline-flex rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">등록된 태그가 없습니다.</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}
