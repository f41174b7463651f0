/** Where the lottery's screens link to (all built). */
export const LOTTERY_PATHS = {
  order: (id: number) => `/mall/orders/${id}`,
  addAddress: '/mall/addresses/edit',
  addresses: '/mall/addresses',
};
