import type { ReactNode } from 'react';
import type { VisitorOrder } from '@portal/shared/entities/visitor';
import { CustomerLayout } from '../../layout/components/CustomerLayout';

/** A customer page about one order: the brand layout (the order's, once loaded) and the title. */
export function OrderPageFrame({
  title,
  order,
  children,
}: {
  title: string;
  order: VisitorOrder | null;
  children: ReactNode;
}) {
  return (
    <CustomerLayout order={order}>
      <h1 className="cx-page-title">{title}</h1>
      {children}
    </CustomerLayout>
  );
}
