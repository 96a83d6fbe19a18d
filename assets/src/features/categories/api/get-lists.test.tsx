import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { ACCESS_TOKEN_KEY } from "@/lib/access-token";
import { TestProviders, fakeJwt, mockApi } from "@/testing/test-utils";
import { useBrands, useCategories } from "./get-lists";

const CATEGORIES = [
  { _id: 1, name: "Painting", slug: "painting", parent: null, depth: 1, path: "Painting", toolCount: 12 },
  { _id: 2, name: "Brushes", slug: "brushes", parent: 1, depth: 2, path: "Painting > Brushes", toolCount: 5 },
];
const BRANDS = [{ _id: 4, name: "Winsor & Newton", slug: "winsor-newton", toolCount: 3 }];

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

describe("useCategories and useBrands", () => {
  it("read the shop's categories and brands, without the signed-in user's token", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeJwt({ email: "ana@example.com" }));
    const fetch = mockApi({ "/api/categories": CATEGORIES, "/api/brands": BRANDS });

    const categories = renderHook(() => useCategories(), { wrapper });
    const brands = renderHook(() => useBrands(), { wrapper });

    await waitFor(() => expect(categories.result.current.data).toEqual(CATEGORIES));
    await waitFor(() => expect(brands.result.current.data).toEqual(BRANDS));
    for (const [, init] of fetch.mock.calls) {
      expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    }
  });
});
