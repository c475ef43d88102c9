import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { capCount } from "@/lib/format";
import { useDashboardTab } from "./use-dashboard-tab";

export interface DashboardTab<T extends string> {
  value: T;
  label: string;
  icon: ReactNode;
  content: () => ReactNode;
  /** Items waiting for the user (pending applications, pending invitations); spec: 9+ above 9. */
  badge?: number;
}

/**
 * The dashboard's tab strip, bound to ?tab= in the address. On phones the strip scrolls sideways
 * (it never widens the page); only the active tab's list is mounted, so its queries run on demand.
 */
export function DashboardTabs<T extends string>({ tabs, fallback }: { tabs: DashboardTab<T>[]; fallback: T }) {
  const [tab, setTab] = useDashboardTab(
    tabs.map((t) => t.value),
    fallback,
  );
  return (
    <Tabs value={tab} onValueChange={setTab} className="min-w-0">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label="대시보드 메뉴" className="w-max max-w-none sm:max-w-full">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="[&_svg]:size-4">
              <span aria-hidden="true">{t.icon}</span>
              {t.label}
              {!!t.badge && (
                <span className="ml-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-destructive-foreground">
                  <span className="sr-only">대기 </span>
                  {capCount(t.badge, 9)}
                  <span className="sr-only">건</span>
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {tab === t.value && t.content()}
        </TabsContent>
      ))}
    </Tabs>
  );
}
