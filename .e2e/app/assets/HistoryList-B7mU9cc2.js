import{u as s}from"./index-BksMqvmY.js";import{u as g,t as p}from"./theme-BSv2k5Dw.js";import{L as d,E as f,a as h}from"./states-BBWBd5Qg.js";import{p as c}from"./text-CAO_X5pG.js";const{color:e,space:i,radius:$,font:l}=p,w=g`
  list-style: none;
  margin: 0;
  padding: 0 ${i(4)} ${i(4)};
  display: grid;
  gap: ${i(2)};
`,b=g`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${i(1)} ${i(3)};
  align-items: baseline;
  padding: ${i(3)} ${i(4)};
  background: ${e.surface};
  border-radius: ${$.md};
  & .title {
    margin: 0;
    font-weight: ${l.weight.bold};
    overflow-wrap: anywhere;
  }
  & .meta {
    margin: 0;
    font-size: ${l.size.sm};
    color: ${e.textMuted};
  }
  & .aside {
    text-align: right;
  }
  & .amount {
    font-weight: ${l.weight.bold};
    white-space: nowrap;
    text-align: right;
  }
  & .plus {
    color: ${e.success};
  }
  & .minus {
    color: ${e.danger};
  }
`;function H({delta:t}){const r=t>0?"+":t<0?"−":"";return s("span",{class:`amount ${t<0?"minus":"plus"}`,children:[r,Math.abs(t).toLocaleString("en-US")," pts"]})}function L({title:t,meta:r,aside:o}){return s("li",{class:b,children:[s("p",{class:"title",children:t}),s("span",{class:"aside",children:o}),r.map((n,a)=>s("p",{class:"meta",children:n},a))]})}function k({data:t,error:r,loading:o,reload:n,empty:a,label:u,children:m}){return o&&!t?s(d,{rows:4,label:c.loadingHistory}):r||!t?s(f,{message:r?.message??c.loadError,onRetry:n}):t.length===0?s(h,{title:a.title,body:a.body,action:a.action}):s("ul",{class:w,"aria-label":u,children:t.map(m)})}export{k as H,H as P,L as a};
