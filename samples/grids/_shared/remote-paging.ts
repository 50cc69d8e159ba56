import { useEffect, useState } from "react";

/** Asks the server for one page: rows of that page and the total number of records. */
export type PageLoader<T> = (page: number, perPage: number, signal: AbortSignal) => Promise<{ rows: T[]; total: number }>;

/**
 * Remote paging state: the current page, its rows, the total on the server, loading and error.
 * Every page or page-size change asks the server for just that page; a request that is overtaken is aborted.
 * Pass a loader defined outside the component, so it stays the same between renders.
 */
export function useRemotePage<T>(loadPage: PageLoader<T>, initialPerPage: number) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(initialPerPage);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");

  useEffect(() => {
    const request = new AbortController();
    setLoading(true);
    loadPage(page, perPage, request.signal)
      .then((result) => {
        setRows(result.rows);
        setTotal(result.total);
        setError("");
      })
      .catch((e: unknown) => {
        if (!request.signal.aborted) setError(String(e));
      })
      .finally(() => {
        if (!request.signal.aborted) setLoading(false);
      });
    return () => request.abort();
  }, [loadPage, page, perPage]);

  /** A new page size starts again at the first page. */
  const changePerPage = (n: number) => {
    setPerPage(n);
    setPage(0);
  };

  return { page, setPage, perPage, changePerPage, rows, total, loading, error };
}
