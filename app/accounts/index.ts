// The accounts feature's public UI surface: code outside app/accounts/ imports it from here
// (docs/architecture.md#layout).
export { AuthForm, GoogleSignIn, SendButton, useFormText } from "./ui/auth-form.tsx";
export { AuthSwitch } from "./ui/auth-switch.tsx";
export { CredentialFields } from "./ui/credential-fields.tsx";
export { DeleteAccount } from "./ui/delete-account.tsx";
export { EmailSection } from "./ui/email-section.tsx";
export { ForgotPassword } from "./ui/forgot-password.tsx";
export { NewPasswordField } from "./ui/new-password-field.tsx";
export { PasswordSection } from "./ui/password-section.tsx";
export { SessionsSection } from "./ui/sessions-section.tsx";
