// The banks' icons through our own origin (issue 14): the pages' CSP allows images from 'self' only, and the
// aggregator's icons are elsewhere (Tink's on cdn.tink.se; our sandbox's on the address the server calls it at). The
// provider list names each bank's icon by our address, ICON_PATH/<providerId>; asked for one, this fetches the
// provider's own icon (only from an allowed address, OpenBankingClient.icon) and keeps it a day in memory. The provider
// list's icon addresses are asked at most once an hour (a failure is remembered a minute), concurrent asks share one
// fetch. Public: icons are no one's data; an unknown provider is null.
import type { OpenBankingClient, ProviderIcon } from '../providers/open-banking/client';
import { OpenBankingError } from '../providers/open-banking/errors';

/** Where the applicants' pages load a bank's icon from (server/bank/bank.routes.ts). */
export const ICON_PATH = '/mypages/api/open-banking/icons';
export const iconAddress = (providerId: string) => `${ICON_PATH}/${encodeURIComponent(providerId)}`;

const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;
const ICON_MS = 24 * 3_600_000;
const LIST_MS = 3_600_000;
const LIST_FAILED_MS = 60_000;

export class BankIcons {
  private list: { until: number; icons: Map<string, string> } | null = null;
  private listing: Promise<Map<string, string>> | null = null;
  private readonly icons = new Map<string, { until: number; icon: ProviderIcon }>();
  private readonly fetching = new Map<string, Promise<ProviderIcon | null>>();

  constructor(
    private readonly client: () => OpenBankingClient,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The provider's icon, or null (an unknown provider, or its icon could not be had and none is kept). */
  async icon(providerId: string): Promise<ProviderIcon | null> {
    if (!PROVIDER_ID.test(providerId)) return null;
    const kept = this.icons.get(providerId);
    if (kept && kept.until > this.now().getTime()) return kept.icon;
    let pending = this.fetching.get(providerId);
    if (!pending) {
      pending = this.fetchIcon(providerId, kept?.icon ?? null).finally(() => this.fetching.delete(providerId));
      this.fetching.set(providerId, pending);
    }
    return pending;
  }

  private async fetchIcon(providerId: string, stale: ProviderIcon | null): Promise<ProviderIcon | null> {
    const url = (await this.iconUrls()).get(providerId);
    if (!url) return stale;
    try {
      const icon = await this.client().icon(url);
      this.icons.set(providerId, { until: this.now().getTime() + ICON_MS, icon });
      return icon;
    } catch (err) {
      if (err instanceof OpenBankingError) return stale;
      throw err;
    }
  }

  private async iconUrls(): Promise<Map<string, string>> {
    if (this.list && this.list.until > this.now().getTime()) return this.list.icons;
    this.listing ??= this.fetchList().finally(() => {
      this.listing = null;
    });
    return this.listing;
  }

  private async fetchList(): Promise<Map<string, string>> {
    try {
      const token = await this.client().clientToken('providers:read');
      const providers = await this.client().providers(token.access_token);
      const icons = new Map(providers.filter((p) => p.images.icon).map((p) => [p.name, p.images.icon]));
      this.list = { until: this.now().getTime() + LIST_MS, icons };
      return icons;
    } catch (err) {
      if (!(err instanceof OpenBankingError)) throw err;
      const icons = this.list?.icons ?? new Map<string, string>();
      this.list = { until: this.now().getTime() + LIST_FAILED_MS, icons };
      return icons;
    }
  }
}
