import { useParams } from "react-router-dom";
import { ErrorMessage, SkeletonBar } from "@/components/ui";
import { CertificateView, useCertificateCheck } from "@/features/certificates";
import { useDocumentTitle } from "@/hooks/use-document-title";

function Loading() {
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <p role="status" className="sr-only">
        Checking the certificate…
      </p>
      <SkeletonBar className="aspect-[4/3] w-full rounded-2xl" />
      <div className="space-y-3">
        <SkeletonBar className="h-8 w-24" pill />
        <SkeletonBar className="h-8 w-3/4" />
        <SkeletonBar className="h-5 w-full" />
        <SkeletonBar className="h-5 w-2/3" />
      </div>
    </div>
  );
}

/** /certificates/:code: the public page a certificate's QR code leads to. */
export function CertificatePage() {
  const { code } = useParams();
  const check = useCertificateCheck(code);
  useDocumentTitle("Certificate of authenticity");

  let body;
  if (check.data) body = <CertificateView check={check.data} />;
  // A failure to ask (offline, 429 past the rate limit: the API's words say when to try again).
  else if (check.isError) {
    body = (
      <ErrorMessage
        title="We couldn't check this certificate"
        error={check.error}
        onRetry={() => void check.refetch()}
      />
    );
  } else body = <Loading />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-serif text-3xl font-bold text-ink-950">Certificate of authenticity</h1>
      <p className="mt-1 text-sm text-ink-600">Issued and signed by Brush &amp; Canvas for a painting it sold.</p>
      <div className="mt-8">{body}</div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { CertificatePage as Component };
