export type PaymentCheckContext = {
  /** The order whose bank transfer is being checked; null while none is. */
  orderId: string | null;
};

export type PaymentCheckEvent =
  /** "Označi kao plaćeno" on a row of Uplate na čekanju. */
  | { type: 'paymentCheck.open'; orderId: string }
  /** "Zatvori" on the panel. */
  | { type: 'paymentCheck.close' };
