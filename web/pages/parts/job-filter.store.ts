// The job search's ticked job types and chosen category: from the loader (the URL) at first, then as the
// applicant changes them; the results follow at once through core's filterJobs.
import { makeAutoObservable } from 'mobx';

export class JobFilterStore {
  types: string[];
  category: string | null;

  constructor(types: readonly string[], category: string | null) {
    this.types = [...types];
    this.category = category;
    makeAutoObservable(this);
  }

  /** The ticks and category as the search form sends them, to carry into a search from the diner's location. */
  get query(): string {
    const params = new URLSearchParams({ filter: '1' });
    for (const type of this.types) params.append('type', type);
    if (this.category) params.set('category', this.category);
    return `&${params.toString()}`;
  }

  reset(types: readonly string[], category: string | null): void {
    this.types = [...types];
    this.category = category;
  }

  toggleType(type: string): void {
    this.types = this.types.includes(type) ? this.types.filter((t) => t !== type) : [...this.types, type];
  }

  setCategory(category: string | null): void {
    this.category = category;
  }
}
