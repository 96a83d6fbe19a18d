import { useId } from "react";
import { CheckboxField, TextField } from "@/components/ui/text-field";
import { PANEL, PANEL_HEADING } from "./panel";

export const CERTIFICATE_CONSENT_LABEL = "Print my name on the certificate of authenticity";
export const CERTIFICATE_NAME_MISSING = "Enter the name to print on the certificate, or untick the box.";
export const CERTIFICATE_NAME_MAX = 100;

/** Whether the buyer wants their name on the certificate, and which name. */
export type CertificateChoice = { agree: boolean; name: string };

type CertificateConsentProps = {
  value: CertificateChoice;
  onChange: (value: CertificateChoice) => void;
  disabled?: boolean;
  error?: string;
};

/**
 * A painting's certificate of authenticity: the buyer's name is printed on it only if they tick
 * the box (the certificate's public page never shows it).
 */
export function CertificateConsent({ value, onChange, disabled = false, error }: CertificateConsentProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${PANEL} space-y-3`}>
      <h2 id={headingId} className={PANEL_HEADING}>
        Certificate of authenticity
      </h2>
      <p className="text-sm text-ink-600">
        Each painting comes with a certificate signed by the shop, issued when it ships. Your name is on it only if you
        ask; its public page never shows it.
      </p>
      <CheckboxField
        label={CERTIFICATE_CONSENT_LABEL}
        checked={value.agree}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, agree: event.target.checked })}
      />
      {value.agree ? (
        <TextField
          label="Name on the certificate"
          value={value.name}
          maxLength={CERTIFICATE_NAME_MAX}
          autoComplete="name"
          disabled={disabled}
          error={error}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
      ) : null}
    </section>
  );
}
