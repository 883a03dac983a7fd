import type { Db } from '../../db/client.ts';
import { notify } from '../../db/notifications.ts';
import { domainEvents } from '../../db/schema/index.ts';
import type { DomainEventPayloads, DomainEventType } from './domain-event-types.ts';

/** The channel that wakes every process's dispatcher when events were published. */
export const DOMAIN_EVENTS_CHANNEL = 'domain_events';

export interface Publication<T extends DomainEventType = DomainEventType> {
  type: T;
  payload: DomainEventPayloads[T];
}

/**
 * Record what happened, inside the transaction that made it happen: the events exist exactly
 * when the change committed, and the dispatchers hear of them on commit (not on rollback).
 */
export async function publish(tx: Db, ...events: Publication[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(domainEvents).values(events.map((e) => ({ type: e.type, payload: e.payload })));
  await notify(tx, DOMAIN_EVENTS_CHANNEL, '');
}

/** One event to publish, with its payload checked against its type. */
export const domainEvent = <T extends DomainEventType>(
  type: T,
  payload: DomainEventPayloads[T],
): Publication<T> => ({ type, payload });
