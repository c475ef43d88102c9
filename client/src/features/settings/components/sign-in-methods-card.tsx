import { useEffect, useId, useState } from "react";
import { KeyRound, LogIn, Pencil, Plus } from "lucide-react";
import { toast } from "sonner";
import { useLocation, useSearch } from "wouter";
import type { OAuthProviderId, SignInMethods } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import {
  oauthErrorMessage,
  useAddPasskey,
  useLinkProvider,
  useRemovePasskey,
  useRenamePasskey,
  useSignInMethods,
  useUnlinkProvider,
} from "@/features/auth/api/identities";
import { ProviderIcon, providerName } from "@/features/auth/exports";
import { errorMessage } from "@/lib/api-client";
import { isReauthRequired, requestReauth } from "./reauth";
import { formatDate } from "@/lib/format";

const LAST_WAY_IN = "마지막 로그인 방법은 해제할 수 없습니다. 비밀번호를 설정하거나 다른 로그인 방법을 먼저 추가해주세요.";
const isCancel = (err: unknown) => err instanceof Error && (err.name === "NotAllowedError" || err.name === "AbortError");

/** How many ways in remain besides the one about to go. */
const othersThan = (m: SignInMethods) => (m.hasPassword ? 1 : 0) + m.identities.length + m.passkeys.length - 1;

function LinkDialog({ provider, hasPassword, onClose }: { provider: OAuthProviderId | null; hasPassword: boolean; onClose: () => void }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const link = useLinkProvider();
  const close = () => {
    setPassword("");
    setError(null);
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!provider) return;
    if (hasPassword && !password) return setError("비밀번호를 입력해주세요");
    link.mutate(
      { provider, password: hasPassword ? password : undefined },
      {
        // The provider's own page; it comes back to settings.
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (err) => setError(errorMessage(err, "연결하지 못했습니다. 다시 시도해주세요.")),
      },
    );
  };
  return (
    <Dialog open={provider !== null} onOpenChange={(o) => !o && !link.isPending && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{provider ? `${providerName[provider]} 계정 연결` : "계정 연결"}</DialogTitle>
          <DialogDescription>
            {hasPassword ? "본인 확인을 위해 비밀번호를 다시 입력해주세요. 확인 후 로그인 화면으로 이동합니다." : "확인을 누르면 로그인 화면으로 이동합니다."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="계정 연결">
          {hasPassword && (
            <div className="grid gap-2">
              <Label htmlFor={id}>비밀번호</Label>
              <PasswordInput
                id={id}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={!!error}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
          )}
          <DialogFormFooter errorId={`${id}-error`} error={error} pending={link.isPending} onCancel={close} submitLabel="확인" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The add and rename dialogs' one field; its error paragraph is `${id}-error`, in the dialog's footer. */
function PasskeyNameField(props: {
  id: string;
  value: string;
  onChange: (name: string) => void;
  error: string | null;
  placeholder?: string;
  disabled?: boolean;
}) {
  const { id, value, onChange, error, placeholder, disabled } = props;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>패스키 이름</Label>
      <Input
        id={id}
        value={value}
        maxLength={50}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
      />
    </div>
  );
}

function AddPasskeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useAddPasskey();
  const close = (o: boolean) => {
    if (add.isPending) return;
    if (!o) {
      setName("");
      setError(null);
    }
    onOpenChange(o);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("패스키 이름을 입력해주세요.");
    addNamed(name.trim());
  };
  const addNamed = (trimmed: string) =>
    add.mutate(trimmed, {
      onSuccess: () => {
        toast.success("패스키를 등록했습니다");
        setName("");
        setError(null);
        onOpenChange(false);
      },
      onError: (err) => {
        // Adding a way in needs a recent proof of identity (issue 25): ask, then try again.
        if (isReauthRequired(err)) return void requestReauth().then((ok) => ok && addNamed(trimmed));
        setError(isCancel(err) ? "패스키 등록이 취소되었습니다." : errorMessage(err, "이 기기에서 패스키를 만들지 못했습니다. 다시 시도해주세요."));
      },
    });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>패스키 추가</DialogTitle>
          <DialogDescription>이 기기의 지문, 얼굴 인식 또는 화면 잠금으로 비밀번호 없이 로그인할 수 있습니다.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="패스키 추가">
          <PasskeyNameField id={id} value={name} onChange={setName} error={error} placeholder="예: 내 휴대폰" />
          <DialogFormFooter errorId={`${id}-error`} error={error} pending={add.isPending} onCancel={() => close(false)} submitLabel="등록" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RenamePasskeyDialog({ passkey, onClose }: { passkey: { id: number; name: string } | null; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const rename = useRenamePasskey();
  // Each opening starts from the passkey's current name.
  useEffect(() => {
    if (passkey) {
      setName(passkey.name);
      setError(null);
    }
  }, [passkey]);
  const close = () => {
    if (!rename.isPending) onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!passkey) return;
    const next = name.trim();
    if (!next) return setError("패스키 이름을 입력해주세요.");
    if (next.length > 50) return setError("패스키 이름은 50자 이하로 입력해주세요.");
    if (next === passkey.name) return onClose();
    rename.mutate(
      { id: passkey.id, name: next },
      {
        onSuccess: () => {
          toast.success("패스키 이름을 변경했습니다");
          onClose();
        },
        onError: (err) => setError(errorMessage(err, "이름을 변경하지 못했습니다. 다시 시도해주세요.")),
      },
    );
  };
  return (
    <Dialog open={passkey !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>패스키 이름 변경</DialogTitle>
          <DialogDescription>어느 기기의 패스키인지 알아볼 수 있는 이름을 입력해주세요.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="패스키 이름 변경">
          <PasskeyNameField id={id} value={name} onChange={setName} error={error} disabled={rename.isPending} />
          <DialogFormFooter errorId={`${id}-error`} error={error} pending={rename.isPending} onCancel={close} submitLabel="저장" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Row({ icon, title, detail, action }: { icon: React.ReactNode; title: string; detail: string; action: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted" aria-hidden="true">
        {icon}
      </span>
      {/* At least 10rem for the name and detail: a narrower screen moves the buttons to the next line. */}
      <div className="min-w-40 flex-1">
        <p className="text-sm font-medium break-words">{title}</p>
        <p className="truncate text-sm text-muted-foreground">{detail}</p>
      </div>
      <div className="ml-auto shrink-0">{action}</div>
    </li>
  );
}

/** Account settings: linked Kakao / Naver / Google accounts and passkeys, each removable while another way in remains. */
export function SignInMethodsCard() {
  const methods = useSignInMethods();
  const unlink = useUnlinkProvider();
  const removeKey = useRemovePasskey();
  const [linking, setLinking] = useState<OAuthProviderId | null>(null);
  const [unlinking, setUnlinking] = useState<OAuthProviderId | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const search = useSearch();
  const [location, navigate] = useLocation();

  // Back from a provider: say how it went once, then clean the address.
  useEffect(() => {
    const q = new URLSearchParams(search);
    const linked = q.get("linked") as OAuthProviderId | null;
    const error = q.get("oauthError");
    if (!linked && !error) return;
    if (linked && providerName[linked]) toast.success(`${providerName[linked]} 계정을 연결했습니다`);
    if (error) toast.error("계정을 연결하지 못했습니다", { description: oauthErrorMessage[error] ?? oauthErrorMessage.failed });
    navigate(location, { replace: true });
  }, [search, location, navigate]);

  const m = methods.data;
  const onDone = (message: string, close: () => void) => ({
    onSuccess: () => {
      toast.success(message);
      close();
    },
    onError: (err: unknown) => {
      toast.error("처리하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
      close();
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <LogIn className="size-5 text-primary" aria-hidden="true" />
          로그인 방법
        </CardTitle>
        <CardDescription>소셜 계정과 패스키로 더 빠르고 안전하게 로그인할 수 있습니다.</CardDescription>
      </CardHeader>
      {/* One shrinkable column: a long linked e-mail must truncate, not widen the page at 375 px. */}
      <CardContent className="grid grid-cols-1 gap-4">
        {methods.isLoading ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : !m ? (
          <div className="flex flex-col items-start gap-2" role="alert">
            <p className="text-sm text-muted-foreground">로그인 방법을 불러오지 못했습니다.</p>
            <Button variant="outline" size="sm" onClick={() => void methods.refetch()}>
              다시 시도
            </Button>
          </div>
        ) : (
          <>
            {m.providers.length > 0 && (
              <section aria-labelledby="linked-accounts">
                <h3 id="linked-accounts" className="text-sm font-semibold">
                  연결된 계정
                </h3>
                <ul className="divide-y">
                  {m.providers.map((p) => {
                    const linked = m.identities.find((i) => i.provider === p);
                    return (
                      <Row
                        key={p}
                        icon={<ProviderIcon provider={p} className={p === "naver" ? "rounded-sm bg-[#03C75A] p-0.5" : undefined} />}
                        title={providerName[p]}
                        detail={linked ? `${linked.email ?? "연결됨"} · ${formatDate(linked.createdAt, "dot")} 연결` : "연결되지 않음"}
                        action={
                          linked ? (
                            <Button variant="outline" size="sm" onClick={() => (othersThan(m) > 0 ? setUnlinking(p) : toast.error(LAST_WAY_IN))}>
                              연결 해제
                            </Button>
                          ) : (
                            <Button variant="outline" size="sm" onClick={() => setLinking(p)}>
                              연결하기
                            </Button>
                          )
                        }
                      />
                    );
                  })}
                </ul>
              </section>
            )}
            {m.providers.length > 0 && <Separator />}
            <section aria-labelledby="passkeys-heading">
              <div className="flex items-center justify-between gap-2">
                <h3 id="passkeys-heading" className="text-sm font-semibold">
                  패스키
                </h3>
                <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" />
                  패스키 추가
                </Button>
              </div>
              {m.passkeys.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">등록된 패스키가 없습니다. 패스키를 추가하면 비밀번호 없이 로그인할 수 있습니다.</p>
              ) : (
                <ul className="divide-y" aria-label="등록된 패스키">
                  {m.passkeys.map((k) => (
                    <Row
                      key={k.id}
                      icon={<KeyRound className="size-4 text-primary" />}
                      title={k.name}
                      detail={`${formatDate(k.createdAt, "dot")} 등록${k.lastUsedAt ? ` · 최근 사용 ${formatDate(k.lastUsedAt, "dot")}` : ""}`}
                      action={
                        <div className="flex gap-2">
                          <Button variant="outline" size="sm" aria-label={`${k.name} 이름 변경`} onClick={() => setRenaming({ id: k.id, name: k.name })}>
                            <Pencil aria-hidden="true" />
                            이름 변경
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={`${k.name} 삭제`}
                            onClick={() => (othersThan(m) > 0 ? setRemoving({ id: k.id, name: k.name }) : toast.error(LAST_WAY_IN))}
                          >
                            삭제
                          </Button>
                        </div>
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
            {!m.hasPassword && (
              <Badge variant="secondary" className="w-fit whitespace-normal">
                비밀번호 없이 소셜 계정으로 가입한 계정입니다 · 위 보안 항목에서 비밀번호를 설정할 수 있습니다
              </Badge>
            )}
          </>
        )}
      </CardContent>
      <LinkDialog provider={linking} hasPassword={m?.hasPassword ?? true} onClose={() => setLinking(null)} />
      <AddPasskeyDialog open={adding} onOpenChange={setAdding} />
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDeleteDialog
        open={unlinking !== null}
        onOpenChange={(o) => !o && setUnlinking(null)}
        title={unlinking ? `${providerName[unlinking]} 연결을 해제할까요?` : "연결 해제"}
        description="해제하면 이 계정으로 더 이상 로그인할 수 없습니다. 언제든 다시 연결할 수 있습니다."
        pending={unlink.isPending}
        onConfirm={() =>
          unlinking &&
          unlink.mutate(
            unlinking,
            reauthing(
              onDone("연결을 해제했습니다", () => setUnlinking(null)),
              () =>
                unlink.mutate(
                  unlinking,
                  onDone("연결을 해제했습니다", () => setUnlinking(null)),
                ),
            ),
          )
        }
      />
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={removing ? `'${removing.name}' 패스키를 삭제할까요?` : "패스키 삭제"}
        description="삭제하면 이 패스키로 더 이상 로그인할 수 없습니다. 기기에 남은 패스키는 기기 설정에서 지울 수 있습니다."
        pending={removeKey.isPending}
        onConfirm={() =>
          removing &&
          removeKey.mutate(
            removing.id,
            reauthing(
              onDone("패스키를 삭제했습니다", () => setRemoving(null)),
              () =>
                removeKey.mutate(
                  removing.id,
                  onDone("패스키를 삭제했습니다", () => setRemoving(null)),
                ),
            ),
          )
        }
      />
    </Card>
  );
}

/** Mutation callbacks that answer ReauthRequired with the re-authentication dialog and then `retry`. */
function reauthing<C extends { onError?: (err: Error) => void }>(callbacks: C, retry: () => void): C {
  return {
    ...callbacks,
    onError: (err: Error) => {
      if (isReauthRequired(err)) return void requestReauth().then((ok) => ok && retry());
      callbacks.onError?.(err);
    },
  };
}
