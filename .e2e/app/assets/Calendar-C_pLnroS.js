import{D as A,W as O,g as X,A as L,d as J,y as Q,h as Z,u as n,L as ee}from"./index-BksMqvmY.js";import{t as te,u as x}from"./theme-BSv2k5Dw.js";import{g as P,h as M,i as I,j as g,k as u}from"./PersonalFields-giqgJo4n.js";import{f as $}from"./text-DNlqVYO-.js";import"./toast-pavpLMkZ.js";import"./format-sL4Xjdqw.js";import"./FieldMessages-BTsjDN9G.js";function m(t,a){const r=new Date(t.year,t.month-1,t.day+a);return{year:r.getFullYear(),month:r.getMonth()+1,day:r.getDate()}}function p(t,a){const r=t.year*12+(t.month-1)+a,d=Math.floor(r/12),l=r%12+1;return{year:d,month:l,day:Math.min(t.day,P(d,l))}}const C=t=>(new Date(t.year,t.month-1,t.day).getDay()-O+7)%7;function oe(t,a){const r=Array(C({year:t,month:a,day:1})).fill(null);for(let l=1;l<=P(t,a);l++)r.push({year:t,month:a,day:l});for(;r.length%7;)r.push(null);const d=[];for(let l=0;l<r.length;l+=7)d.push(r.slice(l,l+7));return d}const re=({year:t,month:a,day:r})=>new Date(t,a-1,r),ne=new Intl.DateTimeFormat(A,{weekday:"long",month:"long",day:"numeric",year:"numeric"}),ae=t=>ne.format(re(t)),se=new Intl.DateTimeFormat(A,{month:"long"}),N=Array.from({length:12},(t,a)=>se.format(new Date(2026,a,1))),le=new Intl.DateTimeFormat(A,{weekday:"long"}),ie=new Intl.DateTimeFormat(A,{weekday:"short"}),ce=Array.from({length:7},(t,a)=>{const r=new Date(2026,10,1+(a+O)%7);return{short:ie.format(r),long:le.format(r)}}),{color:s,space:b,radius:T,font:h,shadow:de}=te,ue=x`
  position: absolute;
  top: 100%;
  /* Centred under the field: on a 360 px phone that leaves 16 px each side, and every day
     stays a 44 px target. */
  left: 50%;
  z-index: ${ee.menu};
  box-sizing: border-box;
  width: 328px;
  max-width: calc(100vw - 16px);
  transform: translateX(-50%);
  margin-top: ${b(1)};
  padding: ${b(2)};
  background: ${s.surface};
  border: 1px solid ${s.border};
  border-radius: ${T.lg};
  box-shadow: ${de.md};
  font-family: ${h.family};
  color: ${s.text};
  & table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  & th {
    padding: ${b(1)} 0;
    font-size: ${h.size.sm};
    font-weight: ${h.weight.regular};
    color: ${s.textMuted};
  }
  & td {
    padding: 0;
    text-align: center;
  }
`,he=x`
  display: flex;
  align-items: center;
  gap: ${b(1)};
  margin-bottom: ${b(1)};
  & select {
    flex: 3;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${b(1)};
    border: 1px solid ${s.border};
    border-radius: ${T.md};
    background: ${s.surface};
    color: ${s.text};
    font: inherit;
    font-size: ${h.size.md};
  }
  & select + select {
    flex: 2;
  }
`,_=x`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${T.md};
  background: none;
  color: ${s.text};
  font-size: ${h.size.lg};
  cursor: pointer;
  &:disabled {
    color: ${s.border};
    cursor: default;
  }
`,fe=x`
  width: 100%;
  max-width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${s.text};
  font: inherit;
  font-size: ${h.size.md};
  cursor: pointer;
  &[aria-current='date'] {
    font-weight: ${h.weight.bold};
    text-decoration: underline;
  }
  &.selected {
    background: ${s.primary};
    color: ${s.onPrimary};
    font-weight: ${h.weight.bold};
  }
  &:disabled {
    color: ${s.border};
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${s.focus};
    outline-offset: 1px;
  }
`,me=x`
  display: flex;
  justify-content: flex-end;
  & button {
    min-height: 44px;
    padding: 0 ${b(4)};
    border: 0;
    background: none;
    color: ${s.accent};
    font: inherit;
    font-weight: ${h.weight.bold};
    cursor: pointer;
  }
`,R=(t,a,r)=>g(t,a)<0?a:g(t,r)>0?r:t;function De({label:t,value:a,min:r,max:d,onSelect:l,onClose:D}){const z=X(),y=L(null),[k,S]=J(()=>R(a||M(),r,d)),E=L(!0),c=I(k),j=M(),q=I(r),B=I(d);Q(()=>{E.current&&(E.current=!1,y.current?.querySelector(`[data-day="${k}"]`)?.focus())},[k]),Z(()=>{y.current?.scrollIntoView?.({block:"nearest"});const e=o=>{const f=y.current?.parentElement;f&&!f.contains(o.target)&&D(!1)};return document.addEventListener("pointerdown",e),()=>document.removeEventListener("pointerdown",e)},[D]);const w=(e,o)=>{E.current=o,S(R(e,r,d))},U=(e,o)=>{const i={ArrowLeft:()=>m(o,-1),ArrowRight:()=>m(o,1),ArrowUp:()=>m(o,-7),ArrowDown:()=>m(o,7),Home:()=>m(o,-C(o)),End:()=>m(o,6-C(o)),PageUp:()=>p(o,e.shiftKey?-12:-1),PageDown:()=>p(o,e.shiftKey?12:1)}[e.key];i?(e.preventDefault(),w(u(i()),!0)):(e.key==="Enter"||e.key===" ")&&(e.preventDefault(),l(u(o)))},V=e=>{if(e.key==="Escape")e.preventDefault(),e.stopPropagation(),D(!0);else if(e.key==="Tab"){const o=[...y.current?.querySelectorAll('button:not(:disabled), select, [tabindex="0"]')??[]].filter(v=>v.tabIndex>=0),f=o[0],i=o[o.length-1];e.shiftKey&&document.activeElement===f?(e.preventDefault(),i?.focus()):!e.shiftKey&&document.activeElement===i&&(e.preventDefault(),f?.focus())}},F={...c,day:1},W=g(u(m(F,-1)),r)<0,Y=g(u(p(F,1)),d)>0,K=[];for(let e=B.year;e>=q.year;e--)K.push(e);return n("div",{ref:y,role:"dialog","aria-modal":"true","aria-label":t,class:ue,onKeyDown:V,children:[n("div",{class:he,children:[n("button",{type:"button",class:_,"aria-label":$.previousMonth,disabled:W,onClick:()=>w(u(p(c,-1)),!1),children:"‹"}),n("select",{"aria-label":$.month,value:c.month,onChange:e=>w(u(p(c,Number(e.currentTarget.value)-c.month)),!1),children:N.map((e,o)=>n("option",{value:o+1,children:e},e))}),n("select",{"aria-label":$.year,value:c.year,onChange:e=>w(u(p(c,(Number(e.currentTarget.value)-c.year)*12)),!1),children:K.map(e=>n("option",{value:e,children:e},e))}),n("button",{type:"button",class:_,"aria-label":$.nextMonth,disabled:Y,onClick:()=>w(u(p(c,1)),!1),children:"›"})]}),n("p",{id:z,hidden:!0,children:[N[c.month-1]," ",c.year]}),n("table",{"aria-labelledby":z,children:[n("thead",{children:n("tr",{children:ce.map(e=>n("th",{scope:"col",abbr:e.long,children:n("span",{"aria-hidden":"true",children:e.short.slice(0,2)})},e.long))})}),n("tbody",{children:oe(c.year,c.month).map(e=>n("tr",{children:e.map((o,f)=>{if(!o)return n("td",{},`pad${f}`);const i=u(o),v=i===a,G=g(i,r)<0||g(i,d)>0;return n("td",{children:n("button",{type:"button",class:`${fe}${v?" selected":""}`,"data-day":i,tabIndex:i===k?0:-1,"aria-label":ae(o),"aria-current":i===j?"date":void 0,"aria-pressed":v,disabled:G,onClick:()=>l(i),onKeyDown:H=>U(H,o),children:o.day})},i)})},u(e.find(Boolean))))})]}),n("div",{class:me,children:n("button",{type:"button",onClick:()=>D(!0),children:$.close})})]})}export{De as Calendar};
