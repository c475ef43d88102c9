import { zodResolver } from "@hookform/resolvers/zod";
import { Clock, HelpCircle, Loader2, Mail, MapPin, Send, Timer } from "lucide-react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { Link } from "wouter";
import { useEffect } from "react";
import { CONTACT_CATEGORIES, CONTACT_RESPONSE_HOURS, SUPPORT_EMAIL_DEFAULT } from "@shared/constants";
import { contactCategoryLabel } from "@shared/labels";
import { contactFormSchema, contactMsg, type ContactFormInput, type ContactFormValues } from "@shared/validators/contact";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/features/auth/exports";
import { MyInquiries } from "../components/my-inquiries";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { displayName } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { useSendContact } from "../api/send-contact";

const MESSAGE_ROWS = 6;

/** Stated response times per inquiry category (spec: business constants; feature requests as general). */
const RESPONSE_HOURS = (["general", "support", "bug", "partnership"] as const).map((category) => ({
  category,
  hours: CONTACT_RESPONSE_HOURS[category],
}));

const EMPTY_FORM: ContactFormInput = { name: "", email: "", category: "", subject: "", message: "", homepage: "" };
/** Order in which field errors are reported: the order of the fields on screen. */
const FIELD_ORDER = ["name", "email", "category", "subject", "message"] as const;

export function ContactPage() {
  usePageTitle("문의하기", "아트링크 고객센터에 문의하세요. 일반 문의, 기술 지원, 버그 신고, 기능 제안, 사업 제휴를 받습니다.");
  const { user } = useAuth();
  const send = useSendContact();
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  // A signed-in member's name and e-mail are filled in (they may still change them).
  const prefill = user ? { name: displayName(user) === user.email ? "" : displayName(user), email: user.email ?? "" } : null;
  useEffect(() => {
    if (!prefill) return;
    const current = getValues();
    if (!current.name && !current.email) reset({ ...current, ...prefill });
  }, [user?.id]);

  const onValid = async (values: ContactFormValues) => {
    try {
      await send.mutateAsync(values);
      toast.success("문의가 전송되었습니다", { description: "빠른 시일 내에 답변드리겠습니다." });
      reset({ ...EMPTY_FORM, ...(prefill ?? {}) });
    } catch (err) {
      const fieldErrors = err instanceof ApiRequestError ? err.body?.fieldErrors : undefined;
      if (fieldErrors) {
        for (const field of FIELD_ORDER) {
          const message = fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
      }
      toast.error("전송 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<ContactFormInput>) => {
    const first = FIELD_ORDER.map((field) => fieldErrors[field]?.message).find(Boolean);
    toast.error("입력 오류", { description: first ?? contactMsg.fillAll });
  };

  const invalid = (field: keyof ContactFormInput) => (errors[field] ? true : undefined);
  const describedBy = (field: keyof ContactFormInput) => (errors[field] ? `contact-${field}-error` : undefined);
  const fieldError = (field: keyof ContactFormInput) =>
    errors[field]?.message ? (
      <p id={`contact-${field}-error`} role="alert" className="text-sm text-destructive">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 break-keep sm:px-6 lg:px-8 lg:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">문의하기</h1>
        <p className="mt-4 text-base leading-7 text-pretty text-muted-foreground">
          서비스 이용 중 궁금한 점이나 불편한 점, 제안하고 싶은 아이디어가 있다면 언제든지 알려 주세요. 담당자가 확인한 뒤 입력하신 이메일로 답변드립니다.
        </p>
      </header>

      <div className="mt-10 grid items-start gap-6 lg:grid-cols-3 lg:gap-8">
        <Card className="lg:col-span-2">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold tracking-tight">문의 양식</h2>
            <CardDescription>모든 항목을 입력해 주세요.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={isSubmitting} className="relative">
              <fieldset disabled={isSubmitting} className="space-y-5">
                <legend className="sr-only">문의 내용 입력</legend>

                <div className="grid gap-5 sm:grid-cols-2">
                  <div className="space-y-2">
                    <Label htmlFor="contact-name">이름</Label>
                    <Input
                      id="contact-name"
                      autoComplete="name"
                      placeholder="홍길동"
                      maxLength={50}
                      required
                      aria-invalid={invalid("name")}
                      aria-describedby={describedBy("name")}
                      {...register("name")}
                    />
                    {fieldError("name")}
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor="contact-email">이메일</Label>
                    <Input
                      id="contact-email"
                      type="email"
                      autoComplete="email"
                      inputMode="email"
                      placeholder="example@email.com"
                      maxLength={255}
                      required
                      aria-invalid={invalid("email")}
                      aria-describedby={describedBy("email")}
                      {...register("email")}
                    />
                    {fieldError("email")}
                  </div>
                </div>

                <div className="grid gap-5 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
                  <div className="space-y-2">
                    <Label htmlFor="contact-category">문의 유형</Label>
                    <Controller
                      control={control}
                      name="category"
                      render={({ field }) => (
                        <Select name={field.name} value={field.value} onValueChange={field.onChange} disabled={field.disabled || isSubmitting} required>
                          <SelectTrigger
                            id="contact-category"
                            ref={field.ref}
                            onBlur={field.onBlur}
                            aria-invalid={invalid("category")}
                            aria-describedby={describedBy("category")}
                          >
                            <SelectValue placeholder="유형을 선택해주세요" />
                          </SelectTrigger>
                          <SelectContent>
                            {CONTACT_CATEGORIES.map((category) => (
                              <SelectItem key={category} value={category}>
                                {contactCategoryLabel[category]}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      )}
                    />
                    {fieldError("category")}
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor="contact-subject">제목</Label>
                    <Input
                      id="contact-subject"
                      placeholder="문의 제목을 입력해주세요"
                      maxLength={255}
                      required
                      aria-invalid={invalid("subject")}
                      aria-describedby={describedBy("subject")}
                      {...register("subject")}
                    />
                    {fieldError("subject")}
                  </div>
                </div>

                <div className="space-y-2">
                  <Label htmlFor="contact-message">문의 내용</Label>
                  <Textarea
                    id="contact-message"
                    rows={MESSAGE_ROWS}
                    placeholder="문의하실 내용을 자세히 적어 주세요. 오류를 신고하시는 경우 발생한 화면과 상황을 함께 알려 주시면 더 빠르게 확인할 수 있습니다."
                    maxLength={5000}
                    required
                    className="resize-y"
                    aria-invalid={invalid("message")}
                    aria-describedby={describedBy("message")}
                    {...register("message")}
                  />
                  {fieldError("message")}
                </div>

                {/* Honeypot: invisible to people and to assistive technology; bots fill it and are dropped. */}
                <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                  <label htmlFor="contact-homepage">홈페이지</label>
                  <input id="contact-homepage" type="text" tabIndex={-1} autoComplete="off" {...register("homepage")} />
                </div>

                <div className="flex justify-end pt-1">
                  <Button type="submit" size="lg" className="w-full sm:w-auto">
                    {isSubmitting ? (
                      <>
                        <Loader2 className="animate-spin" aria-hidden="true" />
                        전송 중...
                      </>
                    ) : (
                      <>
                        <Send aria-hidden="true" />
                        문의 보내기
                      </>
                    )}
                  </Button>
                </div>
              </fieldset>
            </form>
          </CardContent>
        </Card>

        <aside className="space-y-6" aria-label="고객센터 안내">
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-tight font-semibold tracking-tight">고객센터 안내</h2>
            </CardHeader>
            <CardContent>
              <dl className="space-y-5 text-sm">
                <div>
                  <dt className="flex items-center gap-2 font-medium">
                    <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    이메일
                  </dt>
                  <dd className="mt-1 pl-6">
                    <a
                      href={`mailto:${SUPPORT_EMAIL_DEFAULT}`}
                      className="break-all text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                    >
                      {SUPPORT_EMAIL_DEFAULT}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 font-medium">
                    <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    운영 시간
                  </dt>
                  <dd className="mt-1 pl-6 leading-6 text-muted-foreground">
                    평일 09:00-18:00
                    <br />
                    주말 및 공휴일 휴무
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 font-medium">
                    <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    위치
                  </dt>
                  <dd className="mt-1 pl-6 text-muted-foreground">서울특별시</dd>
                </div>
              </dl>

              <div className="mt-6 rounded-md bg-muted/60 p-4">
                <p className="flex items-start gap-2 text-sm leading-6 text-muted-foreground">
                  <HelpCircle className="mt-1 size-4 shrink-0" aria-hidden="true" />
                  문의하시기 전에 자주 묻는 질문을 확인하시면 더 빠르게 답을 찾을 수 있습니다.
                </p>
                <Button asChild variant="outline" size="sm" className="mt-3 w-full">
                  <Link href="/help">도움말 보기</Link>
                </Button>
              </div>
            </CardContent>
          </Card>

          {user && <MyInquiries />}

          <Card>
            <CardHeader>
              <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight">
                <Timer className="size-5 text-primary" aria-hidden="true" />
                평균 답변 시간
              </h2>
            </CardHeader>
            <CardContent>
              <dl className="divide-y text-sm">
                {RESPONSE_HOURS.map(({ category, hours }) => (
                  <div key={category} className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
                    <dt className="text-muted-foreground">{contactCategoryLabel[category]}</dt>
                    <dd>
                      <Badge variant="secondary">{hours}시간 이내</Badge>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-xs leading-5 text-muted-foreground">주말 및 공휴일에 접수된 문의는 다음 영업일부터 순서대로 답변드립니다.</p>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
