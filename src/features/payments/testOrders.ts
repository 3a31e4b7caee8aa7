// Orders as getOrders returns them, for the component tests of the payment pages and sections.
import { GetOrdersDocument, type GetOrdersQuery } from '../../graphql/__generated__/hooks';

type Order = GetOrdersQuery['getOrders']['orders'][number];

export const resultEnvelope = { error: false, errorText: null, validationErrors: [] };

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    __typename: 'Order',
    orderId: 11,
    amount: 305,
    amountFormated: '305 kr',
    netAmountFormated: '244 kr',
    vatAmountFormated: '61 kr',
    lateAgencyFee: 0,
    lateAgencyFeeFormated: '0 kr',
    totalAmountFormated: '305 kr',
    description: 'Köavgift 2026',
    dueDate: '2026-11-22',
    dueDateFormated: '2026-11-22',
    paidDate: null,
    paidDateFormated: null,
    ocr: '1000115',
    orderStatus: 'Obetald',
    orderStatusId: 1,
    paymentMethod: 'creditcard',
    paymentMethodId: 1,
    feeStartDate: null,
    feeStartDateFormated: null,
    feeEndDate: null,
    feeEndDateFormated: null,
    product: 'QUEUE_FEE',
    productId: 1,
    name: 'Köavgift',
    isPaid: false,
    isQueueFeeOrder: true,
    isAgencyFeeOrder: false,
    isCoApplicantUpgrade: false,
    bankgiroNumber: '5050-1055',
    canChangePaymentMethod: true,
    ...overrides,
  } as Order;
}

export function ordersMock(orders: Order[], options: { maxUsageCount?: number } = {}) {
  return {
    request: { query: GetOrdersDocument },
    result: { data: { getOrders: { __typename: 'OrdersResult', error: false, errorText: null, orders } } },
    ...(options.maxUsageCount ? { maxUsageCount: options.maxUsageCount } : {}),
  };
}
