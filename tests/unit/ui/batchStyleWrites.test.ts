import { describe, expect, it } from 'vitest';
import { batchStyleWrites } from '../../../src/ui/batchStyleWrites';

/** What goober's update() does with the text node of its <style>. */
const add = (node: Text, rule: string) => {
  if (node.data.indexOf(rule) === -1) node.data = node.data + rule;
};

describe('batchStyleWrites', () => {
  it("gives goober's <style> its rules once per burst, in a microtask", async () => {
    const doc = document.implementation.createHTMLDocument();
    batchStyleWrites(doc);
    const style = doc.getElementById('_goober') as HTMLStyleElement;
    const node = style.firstChild as Text;

    add(node, '.a{color:red;}');
    add(node, '.b{color:blue;}');
    add(node, '.a{color:red;}');
    // goober reads back what it wrote (so no duplicates); the element has not changed yet.
    expect(node.data).toBe(' .a{color:red;}.b{color:blue;}');
    expect(style.textContent).toBe(' ');

    await Promise.resolve();
    expect(style.textContent).toBe(' .a{color:red;}.b{color:blue;}');
    add(node, '.c{color:green;}');
    await Promise.resolve();
    expect(style.textContent).toBe(' .a{color:red;}.b{color:blue;}.c{color:green;}');
  });

  it('leaves an existing goober sheet alone', () => {
    const doc = document.implementation.createHTMLDocument();
    batchStyleWrites(doc);
    batchStyleWrites(doc);
    expect(doc.querySelectorAll('#_goober')).toHaveLength(1);
  });
});
