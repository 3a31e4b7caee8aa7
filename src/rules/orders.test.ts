import { ORDER_STATUSES as S, PRODUCTS as P, splitOrders } from './orders';

describe('splitOrders', () => {
  const o = (id: number, product: { productId: number }, status: { orderStatusId: number }) => ({ id, productId: product.productId, orderStatusId: status.orderStatusId });
  it('splits paid, unpaid agency-fee and unpaid queue-fee orders and leaves cancelled ones out', () => {
    const orders = [
      o(1, P.QUEUE_FEE, S.PAID),
      o(2, P.QUEUE_FEE, S.UNPAID),
      o(3, P.AGENCY_FEE, S.UNPAID),
      o(4, P.AGENCY_FEE, S.PAID),
      o(5, P.QUEUE_FEE, S.CANCELLED),
    ];
    const split = splitOrders(orders);
    expect(split.paid.map((x) => x.id)).toEqual([1, 4]);
    expect(split.unpaidAgencyFee.map((x) => x.id)).toEqual([3]);
    expect(split.unpaidQueueFee.map((x) => x.id)).toEqual([2]);
  });
  it('handles no orders', () => {
    expect(splitOrders([])).toEqual({ paid: [], unpaidAgencyFee: [], unpaidQueueFee: [] });
  });
});
