import{u as t,S as O,d as C,m as H,j as _,s as j,n as q,k as N}from"./index-BksMqvmY.js";import{t as y,u as h}from"./theme-BSv2k5Dw.js";import{c as P,n as U,p as W,t as X,f as Q,q as D}from"./toast-pavpLMkZ.js";import{P as F}from"./PageHeader-eKNO9FCG.js";import{E as G,L as V,a as Y}from"./states-BBWBd5Qg.js";import{u as J}from"./useResource-CuHQaIe-.js";const E=5,B=500,R=e=>e===void 0||(Array.isArray(e)?e.length===0:e.trim()===""),K=(e,s)=>e.filter(a=>a.required&&R(s[a.id]));function Z(e,s){const a=[];for(const m of e){const n=s[m.id];n===void 0||R(n)||a.push({questionId:m.id,value:Array.isArray(n)?n:n.trim()})}return a}const r={title:"A few questions",intro:"Tell us about yourself and earn points. It takes about a minute.",required:"(required)",optional:"(optional)",answerRequired:"Please answer this question",chooseAtLeastOne:"Choose at least one answer",ratingOf:(e,s)=>`${e} out of ${s}`,ratingLow:"Poor",ratingHigh:"Excellent",charactersLeft:(e,s)=>`${e} / ${s} characters`,submit:"Send answers",submitting:"Sending…",skip:"Skip for now",skipping:"Skipping…",thanksPoints:e=>`Thank you! You earned ${e.toLocaleString("en-US")} ${e===1?"point":"points"}.`,thanks:"Thank you for your answers!",loading:"Loading questions…",emptyTitle:"No questions right now",emptyBody:"There is nothing to answer at the moment.",loadErrorTitle:"We could not load the questions"},{color:o,space:u,radius:L,font:c}=y,I=h`
  margin: 0 0 ${u(4)};
  padding: ${u(4)};
  border: 0;
  background: ${o.surface};
  border-radius: ${L.lg};
  min-width: 0;
  & legend,
  & .question {
    float: left;
    width: 100%;
    margin: 0 0 ${u(3)};
    padding: 0;
    font-weight: ${c.weight.bold};
    font-size: ${c.size.md};
  }
  & legend + *,
  & .question + * {
    clear: both;
  }
  & .note {
    font-weight: ${c.weight.regular};
    color: ${o.textMuted};
    font-size: ${c.size.sm};
  }
  & .error {
    margin: ${u(2)} 0 0;
    color: ${o.error};
    font-weight: ${c.weight.bold};
    font-size: ${c.size.sm};
  }
  & .error::before {
    content: '! ';
  }
`,ee=h`
  display: flex;
  align-items: center;
  gap: ${u(3)};
  min-height: 44px;
  cursor: pointer;
  & input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${o.primary};
  }
`,te=h`
  display: flex;
  gap: ${u(2)};
  & label {
    flex: 1;
    position: relative;
  }
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
  }
  & span {
    display: grid;
    place-items: center;
    min-height: 48px;
    border: 1px solid ${o.border};
    border-radius: ${L.md};
    font-weight: ${c.weight.bold};
    cursor: pointer;
  }
  & input:checked + span {
    background: ${o.primary};
    border-color: ${o.primary};
    color: ${o.onPrimary};
  }
  & input:focus-visible + span {
    outline: 2px solid ${o.focus};
    outline-offset: 2px;
  }
`,ie=h`
  display: flex;
  justify-content: space-between;
  margin-top: ${u(1)};
  font-size: ${c.size.sm};
  color: ${o.textMuted};
`,re=h`
  box-sizing: border-box;
  width: 100%;
  min-height: 112px;
  padding: ${u(3)};
  border: 1px solid ${o.border};
  border-radius: ${L.md};
  font: inherit;
  font-size: ${c.size.md};
  resize: vertical;
  &[aria-invalid='true'] {
    border: 2px solid ${o.error};
  }
`,se=h`
  margin: ${u(1)} 0 0;
  text-align: right;
  font-size: ${c.size.sm};
  color: ${o.textMuted};
`;function ne({question:e,value:s,error:a,onChange:m}){const n=`q${e.id}`,v=`${n}-error`,A=a?"true":void 0,b=a?v:void 0,f=t("span",{class:"note",children:[" ",e.required?r.required:r.optional]}),k=a&&t("p",{id:v,class:"error",children:a});if(e.kind==="text"){const i=typeof s=="string"?s:"";return t("div",{class:I,children:[t("label",{class:"question",for:n,children:[e.text,f]}),t("textarea",{id:n,class:re,value:i,maxLength:B,"aria-invalid":A,"aria-describedby":`${n}-count${b?` ${b}`:""}`,onInput:g=>m(g.currentTarget.value)}),t("p",{id:`${n}-count`,class:se,children:r.charactersLeft(i.length,B)}),k]})}const p=e.kind==="multiple",$=Array.isArray(s)?s:s?[s]:[],S=(i,g)=>m(p?g?[...$,i]:$.filter(T=>T!==i):i);return t("fieldset",{class:I,id:n,"aria-describedby":b,"aria-invalid":A,role:p?void 0:"radiogroup",children:[t("legend",{children:[e.text,f]}),e.kind==="rating"?t(O,{children:[t("div",{class:te,children:Array.from({length:E},(i,g)=>String(g+1)).map(i=>t("label",{children:[t("input",{type:"radio",name:n,value:i,checked:s===i,"aria-label":r.ratingOf(Number(i),E),onChange:()=>S(i,!0)}),t("span",{"aria-hidden":"true",children:[i,"★"]})]},i))}),t("p",{class:ie,"aria-hidden":"true",children:[t("span",{children:["1 = ",r.ratingLow]}),t("span",{children:[E," = ",r.ratingHigh]})]})]}):e.options.map(i=>t("label",{class:ee,children:[t("input",{type:p?"checkbox":"radio",name:n,value:i.value,checked:$.includes(i.value),onChange:g=>S(i.value,g.currentTarget.checked)}),i.label]},i.value)),k]})}const oe=h`
  padding: 0 ${y.space(4)};
`,M=h`
  display: grid;
  gap: ${y.space(3)};
  padding: ${y.space(2)} ${y.space(4)} ${y.space(8)};
`;function ge(){const{data:e,error:s,loading:a,reload:m}=J(U,[]),[n,v]=C({}),[A,b]=C({}),[f,k]=C(!1),[p,$]=C(!1),S=f||p,i=async d=>{if(d.preventDefault(),!e||S)return;const x=K(e,n);if(x.length){b(Object.fromEntries(x.map(z=>[z.id,z.kind==="multiple"?r.chooseAtLeastOne:r.answerRequired])));const l=document.getElementById(`q${x[0]?.id}`);(l instanceof HTMLTextAreaElement?l:l?.querySelector("input"))?.focus();return}k(!0);try{const l=await W(Z(e,n));H(),X("success",l?.pointsAwarded?r.thanksPoints(l.pointsAwarded):r.thanks)}catch(l){Q(l),k(!1);return}await _().then(j,()=>{}),q("/",{replace:!0})},T=t(P,{variant:"ghost",fullWidth:!0,busy:p,disabled:f,onClick:async()=>{$(!0);try{await D(),N()}catch(d){Q(d),$(!1);return}q("/",{replace:!0})},children:p?r.skipping:r.skip});let w=null;return a&&!e?w=t(V,{rows:3,label:r.loading}):s||!e?w=t(G,{title:r.loadErrorTitle,message:s?.message,onRetry:m}):e.length===0&&(w=t(Y,{title:r.emptyTitle,body:r.emptyBody})),t(O,{children:[t(F,{title:r.title,subtitle:r.intro}),w??t("form",{noValidate:!0,onSubmit:i,children:[t("div",{class:oe,children:e?.map(d=>t(ne,{question:d,value:n[d.id],error:A[d.id],onChange:x=>{v(l=>({...l,[d.id]:x})),b(({[d.id]:l,...z})=>z)}},d.id))}),t("div",{class:M,children:[t(P,{type:"submit",fullWidth:!0,busy:f,disabled:p,children:f?r.submitting:r.submit}),T]})]}),w&&t("div",{class:M,children:T})]})}export{ge as default};
