// Where this server itself listens. Provider clients default to our own sandboxes over real HTTP, so
// their base URL is only known once the server listens (tests listen on a random port).
export class SelfUrl {
  private value: string | null = null;

  set(url: string): void {
    this.value = url.replace(/\/$/, '');
  }

  /** The base URL for a provider: the configured one, or this server's sandbox path. */
  resolve(configured: string, sandboxPath: string): string {
    if (configured) return configured.replace(/\/$/, '');
    if (!this.value) throw new Error('The server is not listening yet; no sandbox URL to use');
    return `${this.value}${sandboxPath}`;
  }
}
