/** A painting as its certificate describes it (the snapshot the shop signed). */
export type CertifiedPainting = {
  id: number;
  title: string;
  artist: string;
  medium: string;
  size: string;
  year: number | null;
  imageUrl: string;
};

/** GET /api/certificates/{code}: valid with its details, or not valid and nothing else. */
export type CertificateCheck =
  | { valid: true; number: string; issuedOn: string; text: string; painting: CertifiedPainting }
  | { valid: false; text: string };

/** GET /api/orders/{id}/certificate/summary: the order's certificate, for its buyer. */
export type OrderCertificate = {
  number: string;
  code: string;
  issuedOn: string;
  /** Its PDF is made and can be downloaded. */
  ready: boolean;
  /** False once revoked (the order was refunded). */
  valid: boolean;
};

export type ProvenanceEntry = { text: string; number: string; year: number };
