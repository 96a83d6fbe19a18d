import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { Alert, SkeletonBar, button, textLink } from "@/components/ui";
import { errorMessage, isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { downloadBlob } from "@/lib/download-blob";
import { notify } from "@/lib/toast";
import { downloadOrderCertificate, useOrderCertificate } from "../api/certificates";

export const DOWNLOAD_CERTIFICATE = "Download certificate of authenticity";
export const CERTIFICATE_PREPARING = "Your certificate is being prepared. It is ready in a minute or two.";

function Frame({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-serif text-xl font-bold text-ink-950">
        Certificate of authenticity
      </h2>
      <div className="mt-4 space-y-3 text-sm text-ink-800">{children}</div>
    </section>
  );
}

/**
 * My Order, a painting that shipped: its certificate to download and its public page. Nothing when
 * the order has none (or it was revoked: the order was refunded).
 */
export function OrderCertificateSection({ orderId, shipped }: { orderId: number; shipped: boolean }) {
  const certificate = useOrderCertificate(orderId, shipped);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!shipped) return null;
  if (certificate.isPending) {
    return (
      <Frame>
        <p role="status" className="sr-only">
          Loading the certificate…
        </p>
        <SkeletonBar className="h-5 w-2/3" />
        <SkeletonBar className="h-11 w-64" pill />
      </Frame>
    );
  }
  if (certificate.isError) {
    if (isApiError(certificate.error) && certificate.error.status === 404) return null;
    return (
      <Frame>
        <Alert>{errorMessage(certificate.error)}</Alert>
        <button type="button" onClick={() => void certificate.refetch()} className={button("secondary", "sm")}>
          Try again
        </button>
      </Frame>
    );
  }
  const { number, code, ready, valid } = certificate.data;
  if (!valid) return null;

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const revoke = downloadBlob(await downloadOrderCertificate(orderId), `${number}.pdf`);
      setTimeout(revoke, 60_000);
      void notify.success(`Certificate ${number} downloaded.`);
    } catch (caught) {
      setError(errorMessage(caught));
      if (isApiError(caught) && caught.code === "document_not_ready") void certificate.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Frame>
      <p>
        {`Certificate ${number}, signed by the shop. Anyone can check it at its public page, which shows the painting and never your name.`}
      </p>
      {ready ? (
        <button
          type="button"
          onClick={() => void download()}
          disabled={busy}
          className={cn(button(), "disabled:opacity-60")}
        >
          {busy ? "Downloading…" : DOWNLOAD_CERTIFICATE}
        </button>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status">{CERTIFICATE_PREPARING}</p>
          <button type="button" onClick={() => void certificate.refetch()} className={button("secondary", "sm")}>
            Check again
          </button>
        </div>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <p>
        <Link to={`/certificates/${code}`} className={textLink}>
          See its public page
        </Link>
      </p>
    </Frame>
  );
}
