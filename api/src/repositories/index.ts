import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { GatewayRepository } from './gatewayRepository';
import { InvoiceRepository } from './invoiceRepository';
import { LoginFailureRepository } from './loginFailureRepository';
import { OrderDetailRepository } from './orderDetailRepository';
import { OrderRepository } from './orderRepository';
import { ReportRepository } from './reportRepository';
import { StaffRepository } from './staffRepository';
import { TeamRepository } from './teamRepository';
import { VisitorRepository } from './visitorRepository';

export interface Repositories {
  staff: StaffRepository;
  team: TeamRepository;
  gateways: GatewayRepository;
  reports: ReportRepository;
  invoices: InvoiceRepository;
  orders: OrderRepository;
  orderDetail: OrderDetailRepository;
  visitors: VisitorRepository;
  loginFailures: LoginFailureRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    staff: new StaffRepository(db),
    team: new TeamRepository(db),
    gateways: new GatewayRepository(db),
    reports: new ReportRepository(db),
    invoices: new InvoiceRepository(db),
    orders: new OrderRepository(db),
    orderDetail: new OrderDetailRepository(db),
    visitors: new VisitorRepository(db),
    loginFailures: new LoginFailureRepository(db),
  };
}
