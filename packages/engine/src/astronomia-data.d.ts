/** The data modules of the `astronomia` devDependency, read by planets.test.ts (no types ship). */
declare module 'astronomia/data/*' {
  const data: unknown;
  export default data;
}
