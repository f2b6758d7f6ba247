/** What a fuzz run found and counted. */

export type Finding = { operation: string; check: string; detail: string; request: string };

export type FuzzReport = {
  requests: number;
  /** Cases run, by operation (fewer than asked when a time budget cut them). */
  casesByOperation: Record<string, number>;
  statuses: Record<number, number>;
  statusesByOperation: Record<string, Record<number, number>>;
  /** Requests the document allows that the server refused with a 422, by operation and loc. */
  validRefused: Finding[];
  /** Requests the document forbids that the server accepted (2xx). */
  invalidAccepted: Finding[];
  /** 5xx, bodies that are not JSON, responses the document does not describe, bad `loc`s. */
  failures: Finding[];
  operationsValidated: Set<string>;
  responsesValidated: number;
  /** Requests repeated with their Idempotency-Key to check the replay. */
  replaysChecked: number;
  /** Requests with a method the path does not have. */
  wrongMethodsChecked: number;
};

export function emptyReport(): FuzzReport {
  return {
    requests: 0,
    casesByOperation: {},
    statuses: {},
    statusesByOperation: {},
    validRefused: [],
    invalidAccepted: [],
    failures: [],
    operationsValidated: new Set(),
    responsesValidated: 0,
    replaysChecked: 0,
    wrongMethodsChecked: 0,
  };
}
