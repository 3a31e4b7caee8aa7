// Shapes the content-service replies (spec 000 §3: navigation item, footer content).
export interface MenuItem {
  id: number;
  name: string;
  url: string;
  children: MenuItem[];
}

export function buildMenuTree(rows: { navigationItemId: number; parentId: number | null; name: string; url: string }[]): MenuItem[] {
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null, seen: Set<number>): MenuItem[] =>
    (byParent.get(parentId) ?? [])
      .filter((r) => !seen.has(r.navigationItemId))
      .map((r) => ({
        id: r.navigationItemId,
        name: r.name,
        url: r.url,
        children: build(r.navigationItemId, new Set([...seen, r.navigationItemId])),
      }));
  return build(null, new Set());
}

export interface SiteFooter {
  footerFirstColumnTitle: string | null;
  footerFirstColumnText: string | null;
  footerSecondColumnTitle: string | null;
  footerSecondColumnText: string | null;
  footerThirdColumnTitle: string | null;
  footerThirdColumnText: string | null;
}

export function buildSiteFooter(columns: { position: number; title: string | null; html: string }[]): SiteFooter {
  const col = (position: number) => columns.find((c) => c.position === position);
  return {
    footerFirstColumnTitle: col(1)?.title ?? null,
    footerFirstColumnText: col(1)?.html ?? null,
    footerSecondColumnTitle: col(2)?.title ?? null,
    footerSecondColumnText: col(2)?.html ?? null,
    footerThirdColumnTitle: col(3)?.title ?? null,
    footerThirdColumnText: col(3)?.html ?? null,
  };
}
