/**
 * The site's products (verticals): each has its own turnover, rolling rules and partner rolling rate
 * (spec §1, §3 userRolling*). An operator offers some of them; the others are hidden everywhere.
 */
export const PRODUCTS = ['sports', 'inplay', 'minigame', 'virtual', 'casino', 'slot', 'holdem'] as const;

export type Product = (typeof PRODUCTS)[number];

/** Korean product names, as the deposit form and the rolling page show them. */
export const PRODUCT_LABEL: Readonly<Record<Product, string>> = {
  sports: '스포츠',
  inplay: '인플레이',
  minigame: '미니게임',
  virtual: '가상스포츠',
  casino: '라이브카지노',
  slot: '슬롯',
  holdem: '홀덤',
};

/**
 * Whether a value names a product.
 * @example isProduct('sports') // true
 */
export const isProduct = (value: unknown): value is Product =>
  typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
