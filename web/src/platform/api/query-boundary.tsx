import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

const LazyQueryLayer = lazy(() => import("./query-layer.tsx").then((m) => ({ default: m.QueryLayer })));

/** Renders `children` inside the data layer, loading its chunk first if it is not loaded yet. */
export function QueryBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyQueryLayer>{children}</LazyQueryLayer>
    </Suspense>
  );
}

/**
 * A lazily loaded page that reads data: its chunk and the data layer's load in parallel,
 * and the page renders inside the layer.
 */
export function lazyDataPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Page, { QueryLayer }] = await Promise.all([load(), import("./query-layer.tsx")]);
    function DataPage(props: P) {
      return (
        <QueryLayer>
          <Page {...props} />
        </QueryLayer>
      );
    }
    return { default: DataPage };
  });
}
