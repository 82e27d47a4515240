// Whether this process is on its way out: from the moment it starts draining (SIGTERM, before it
// closes) /readyz answers 503, so a load balancer stops sending it new requests while the ones
// under way finish. One flag per process, like the signal.

let drainingSince: number | null = null

/** The process stops taking new work: /readyz answers 503 from now on. */
export function startDraining(): void {
  drainingSince ??= Date.now()
}

export const isDraining = (): boolean => drainingSince !== null
