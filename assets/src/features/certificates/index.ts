export { useCertificateCheck } from "./api/certificates";
export { CertificateView } from "./components/certificate-view";
export { OrderCertificateSection, DOWNLOAD_CERTIFICATE } from "./components/order-certificate";
export { PaintingProvenance } from "./components/painting-provenance";
export type { CertificateCheck, OrderCertificate, ProvenanceEntry } from "./types";
