/**
 * A contract schema the browser builds the first time something reads it (the web's vite.lazySchemas.ts wraps each
 * `Z…` of the contract in one). Built at once, the schemas a page imports cost its first load about a third of the
 * modules' run time, while a page the server drew parses none of them before the user acts.
 *
 * The stand-in forwards every read, write and question about properties to the schema it builds. Zod's methods live on
 * its prototype and reach the schema's state through `this`, so they work called on the stand-in; `instanceof` works
 * too, as Zod answers it from the schema's own traits.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  // A proxy may only report a property as non-configurable if its target has it so: copied onto the target when asked.
  const target = {};
  return new Proxy(target, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      if (descriptor && !descriptor.configurable && !Reflect.getOwnPropertyDescriptor(target, key))
        Reflect.defineProperty(target, key, descriptor);
      return descriptor;
    },
  }) as T;
}
