// A typed symbol naming a port. Composition roots bind adapters to it (inversify accepts any symbol),
// and the phantom type lets a root check it binds the right shape, without core importing inversify.
declare const portShape: unique symbol;

export type PortToken<T> = symbol & { readonly [portShape]?: T };

export function portToken<T>(name: string): PortToken<T> {
  return Symbol.for(`core/${name}`) as PortToken<T>;
}
