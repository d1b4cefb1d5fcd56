import Products from '../../../../src/pages/product/Products';
import { renderAt } from '../../helpers/render';

/** What the Products page's English and Thai tests open. */
export const open = () => renderAt('/product', [{ path: '/product', component: Products }]);
