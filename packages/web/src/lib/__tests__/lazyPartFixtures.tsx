/** Two parts for lazyPart's test to load by import(), as the site's parts are. */
export const TopBarPart = () => <p>상단</p>;
export const MobileHeaderPart = () => <p>모바일 상단</p>;
