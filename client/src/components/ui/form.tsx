import * as React from "react";
import * as LabelPrimitive from "@radix-ui/react-label";
import { Slot } from "@radix-ui/react-slot";
import { Controller, FormProvider, useFormContext, useFormState, type Control, type ControllerProps, type FieldPath, type FieldValues } from "react-hook-form";
import { Input, type InputProps } from "./input";
import { Label } from "./label";
import { PasswordInput } from "./password-input";
import { cn } from "@/lib/cn";

/**
 * shadcn/ui form helpers over react-hook-form:
 * <Form {...form}><FormField control name render={({ field }) => (
 *   <FormItem><FormLabel/><FormControl><Input {...field}/></FormControl><FormMessage/></FormItem>)} />
 * FormControl wires id, aria-invalid and aria-describedby; FormMessage announces the error.
 */
export const Form = FormProvider;

interface FormFieldContextValue<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>> {
  name: TName;
}

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

export function FormField<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>>(
  props: ControllerProps<TFieldValues, TName>,
) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
}

const FormItemContext = React.createContext<FormItemContextValue | null>(null);

export function useFormField() {
  const fieldContext = React.useContext(FormFieldContext);
  const itemContext = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: fieldContext?.name });
  if (!fieldContext) throw new Error("useFormField should be used within <FormField>");
  if (!itemContext) throw new Error("useFormField should be used within <FormItem>");
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id } = itemContext;
  return {
    id,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  };
}

export const FormItem = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(({ className, ...props }, ref) => {
  const id = React.useId();
  return (
    <FormItemContext.Provider value={{ id }}>
      <div ref={ref} className={cn("grid gap-2", className)} {...props} />
    </FormItemContext.Provider>
  );
});
FormItem.displayName = "FormItem";

export const FormLabel = React.forwardRef<React.ComponentRef<typeof LabelPrimitive.Root>, React.ComponentPropsWithoutRef<typeof LabelPrimitive.Root>>(
  ({ className, ...props }, ref) => {
    const { error, formItemId } = useFormField();
    return <Label ref={ref} className={cn(error && "text-destructive", className)} htmlFor={formItemId} {...props} />;
  },
);
FormLabel.displayName = "FormLabel";

export const FormControl = React.forwardRef<React.ComponentRef<typeof Slot>, React.ComponentPropsWithoutRef<typeof Slot>>(({ ...props }, ref) => {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField();
  return (
    <Slot ref={ref} id={formItemId} aria-describedby={error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId} aria-invalid={!!error} {...props} />
  );
});
FormControl.displayName = "FormControl";

export const FormDescription = React.forwardRef<HTMLParagraphElement, React.HTMLAttributes<HTMLParagraphElement>>(({ className, ...props }, ref) => {
  const { formDescriptionId } = useFormField();
  return <p ref={ref} id={formDescriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
});
FormDescription.displayName = "FormDescription";

export const FormMessage = React.forwardRef<HTMLParagraphElement, React.HTMLAttributes<HTMLParagraphElement>>(({ className, children, ...props }, ref) => {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? "") : children;
  // The live region stays mounted so screen readers announce an error when it appears.
  return (
    <p ref={ref} id={formMessageId} aria-live="polite" className={cn("text-sm font-medium text-destructive empty:sr-only", className)} {...props}>
      {body}
    </p>
  );
});
FormMessage.displayName = "FormMessage";

export interface TextFieldProps<TFieldValues extends FieldValues> extends Omit<InputProps, "name" | "defaultValue"> {
  control: Control<TFieldValues>;
  name: FieldPath<TFieldValues>;
  label: React.ReactNode;
  /** Renders a password input with its show/hide toggle. */
  password?: boolean;
}

/** The common field: label, text (or password) input bound to the form, and its error message. */
export function TextField<TFieldValues extends FieldValues>({ control, name, label, password, ...inputProps }: TextFieldProps<TFieldValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{password ? <PasswordInput {...inputProps} {...field} /> : <Input {...inputProps} {...field} />}</FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
