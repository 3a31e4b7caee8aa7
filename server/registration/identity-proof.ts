// Proof that the person registering has identified with BankID: the BankID session service answers
// which personal number a completed identification belongs to.
export interface IdentityProof {
  /** The personal number a completed, unused BankID identification proves; null when it proves nothing. */
  verifiedPersonalNumber(token: string): Promise<string | null>;
}
