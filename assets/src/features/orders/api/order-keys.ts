export const orderKeys = {
  all: ["orders"] as const,
  mine: (email: string) => [...orderKeys.all, "mine", email.toLowerCase()] as const,
  detail: (id: string | number) => [...orderKeys.all, "detail", String(id)] as const,
};
