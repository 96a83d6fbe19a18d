import { PUBLIC_QUERY, createQueryClient, removePrivateQueries } from "./query-client";

describe("removePrivateQueries", () => {
  it("forgets private data, keeps public data and asks again for public data that failed", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(["admin", "ana@example.com"], true);
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ["tools", "list"], meta: PUBLIC_QUERY })
      .setData(["brush"]);
    const failed = queryClient.getQueryCache().build(queryClient, { queryKey: ["reviews"], meta: PUBLIC_QUERY });
    failed.setState({ status: "error", error: new Error("401") });

    removePrivateQueries(queryClient);

    expect(queryClient.getQueryData(["admin", "ana@example.com"])).toBeUndefined();
    expect(queryClient.getQueryData(["tools", "list"])).toEqual(["brush"]);
    expect(queryClient.getQueryState(["reviews"])?.status).toBe("pending");
  });
});
