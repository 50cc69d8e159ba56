import { fetchSiteJson } from "../../../_shared/site-data";

/** An order as the regional order service returns it. */
export interface Order {
  orderId: number;
  customer: string;
  city: string;
  product: string;
  quantity: number;
  unitPrice: number;
  total: number;
  orderDate: string;
  shipped: boolean;
}

export const regions = ["Americas", "Europe", "Asia", "Africa"] as const;
export type Region = (typeof regions)[number];

/**
 * A small data service: one method per query, each backed by a JSON file of this site.
 * The component only talks to the service, never to URLs.
 */
export const orderService = {
  async getOrders(region: Region, signal?: AbortSignal): Promise<Order[]> {
    return fetchSiteJson<Order[]>(`grids/data-grid/orders-${region.toLowerCase()}.json`, 500, signal);
  },
  async getOpenOrders(region: Region, signal?: AbortSignal): Promise<Order[]> {
    return (await this.getOrders(region, signal)).filter((o) => !o.shipped);
  },
};
