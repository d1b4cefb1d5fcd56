import{u as l,S as a}from"./index-BksMqvmY.js";import{t as c,u as i}from"./theme-BSv2k5Dw.js";const{color:o,space:n,radius:f,font:e}=c,g=i`
  display: flex;
  flex-direction: column;
  gap: ${n(1)};
  margin-bottom: ${n(4)};
  font-family: ${e.family};
`,h=i`
  font-size: ${e.size.sm};
  font-weight: ${e.weight.bold};
  color: ${o.text};
`,p=i`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: ${n(2)} ${n(3)};
  border: 1px solid ${o.border};
  border-radius: ${f.md};
  background: ${o.surface};
  color: ${o.text};
  /* 16px keeps mobile browsers from zooming into the field. */
  font: inherit;
  font-size: ${e.size.md};
  &:focus {
    outline: 2px solid ${o.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${o.error};
    border-width: 2px;
  }
  &:disabled,
  &[readonly] {
    background: ${o.bg};
    color: ${o.textMuted};
  }
`,$=i`
  margin: 0;
  font-size: ${e.size.sm};
  color: ${o.textMuted};
`,m=i`
  margin: 0;
  font-size: ${e.size.sm};
  font-weight: ${e.weight.bold};
  color: ${o.error};
  &::before {
    content: '! ';
  }
`;function x(r,s,t){const d=[s?`${r}-hint`:"",t?`${r}-error`:""].filter(Boolean);return d.length?d.join(" "):void 0}function z({id:r,hint:s,error:t}){return l(a,{children:[s&&l("p",{id:`${r}-hint`,class:$,children:s}),t&&l("p",{id:`${r}-error`,class:m,children:t})]})}export{z as F,x as d,g as f,p as i,h as l};
