// Proof that the person registering has identified with BankID (implemented by BankIdSessionService).
export interface IdentityProof {
  /** The personal number a completed, unused BankID identification proves; null when it proves nothing. */
  verifiedPersonalNumber(token: string): Promise<string | null>;
}
