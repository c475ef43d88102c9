import { useUser, type AuthUser } from "../api/get-user";

export interface AuthState {
  user: AuthUser | null;
  /** True only while the first answer of GET /api/auth/user is pending. */
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** The signed-in user as every screen sees it; a 401 from the user call means signed out. */
export function useAuth(): AuthState {
  const { data, isLoading } = useUser();
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
}
