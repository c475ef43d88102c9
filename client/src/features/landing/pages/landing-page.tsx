import { Redirect } from "wouter";
import { useAuth } from "@/features/auth/exports";
import { usePageTitle } from "@/lib/page-title";
import { CtaSection } from "../components/cta-section";
import { FeaturedProjects } from "../components/featured-projects";
import { HeroSection } from "../components/hero-section";
import { HowItWorks } from "../components/how-it-works";
import { StatsBand } from "../components/public-stats";
import { TopArtists } from "../components/top-artists";

/** The public home page. Spec: a signed-in user is sent to /dashboard. */
export function LandingPage() {
  usePageTitle("");
  const { user } = useAuth();
  if (user) return <Redirect to="/dashboard" replace />;
  return <LandingContent />;
}

function LandingContent() {
  return (
    <div className="flex flex-col">
      <HeroSection />
      <HowItWorks />
      <FeaturedProjects />
      <TopArtists />
      <StatsBand />
      <CtaSection />
    </div>
  );
}
