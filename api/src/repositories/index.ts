import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { OrderRepository } from './orderRepository';
import { StaffRepository } from './staffRepository';

export interface Repositories {
  staff: StaffRepository;
  orders: OrderRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return { staff: new StaffRepository(db), orders: new OrderRepository(db) };
}
