import { fetchSiteJson } from "../../../_shared/site-data";

export interface Customer {
  id: number;
  company: string;
  contact: string;
  title: string;
  city: string;
  country: string;
  phone: string;
  creditLimit: number;
  customerSince: Date;
}

type CustomerJson = Omit<Customer, "customerSince"> & { customerSince: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for a REST service: the list comes from a JSON file of the site, with a delay like a real
 * server's, and writes are kept in memory after the same kind of delay.
 */
export class CustomerApi {
  private rows = new Map<number, Customer>();
  private nextId = 1;

  constructor(readonly latencyMs = 450) {}

  async list(signal?: AbortSignal): Promise<Customer[]> {
    const json = await fetchSiteJson<CustomerJson[]>("grids/grid/binding-crud-data/customers.json", this.latencyMs * 2, signal);
    const customers = json.map((c) => ({ ...c, customerSince: new Date(c.customerSince) }));
    this.rows = new Map(customers.map((c) => [c.id, c]));
    this.nextId = Math.max(0, ...customers.map((c) => c.id)) + 1;
    return customers.map((c) => ({ ...c }));
  }

  /** Reserves the id the server will give a new row. */
  newId(): number {
    return this.nextId++;
  }

  async create(customer: Customer): Promise<Customer> {
    await wait(this.latencyMs);
    this.rows.set(customer.id, { ...customer });
    return customer;
  }

  async update(customer: Customer): Promise<Customer> {
    await wait(this.latencyMs);
    if (!this.rows.has(customer.id)) throw new Error(`customer ${customer.id} not found`);
    this.rows.set(customer.id, { ...customer });
    return customer;
  }

  async remove(id: number): Promise<void> {
    await wait(this.latencyMs);
    this.rows.delete(id);
  }

  get count(): number {
    return this.rows.size;
  }
}
