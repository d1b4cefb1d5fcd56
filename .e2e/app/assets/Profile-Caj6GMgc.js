import{g as v,u as e,d as m,S as g,s as C,c as z,e as H,h as S,f as P,a as I,l as T}from"./index-BksMqvmY.js";import{t,u as h}from"./theme-BSv2k5Dw.js";import{c as b,s as D,t as w,f as L,h as E}from"./toast-pavpLMkZ.js";import{f as M,a as A}from"./format-sL4Xjdqw.js";import{P as B}from"./PageHeader-eKNO9FCG.js";import{S as F}from"./states-BBWBd5Qg.js";import{u as j}from"./useResource-CuHQaIe-.js";import{f as $}from"./text-DNlqVYO-.js";import{M as U}from"./Modal-CkVVDlMn.js";import{p as i}from"./text-CAO_X5pG.js";import{H as N,a as O,P as R}from"./HistoryList-B7mU9cc2.js";const W=h`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space(3)};
  min-height: 44px;
  font-family: ${t.font.family};
`,G=h`
  display: flex;
  flex-direction: column;
  gap: ${t.space(1)};
  & > span:first-child {
    font-weight: ${t.font.weight.bold};
    color: ${t.color.text};
  }
  & > span + span {
    font-size: ${t.font.size.sm};
    color: ${t.color.textMuted};
  }
`,X=h`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${t.space(2)};
  min-height: 44px;
  min-width: 88px;
  padding: 0 ${t.space(1)};
  border: 0;
  background: none;
  font: inherit;
  font-size: ${t.font.size.sm};
  color: ${t.color.text};
  cursor: pointer;
  & .track {
    position: relative;
    width: 48px;
    height: 28px;
    border-radius: ${t.radius.pill};
    background: ${t.color.textMuted};
    transition: background 0.15s;
  }
  & .knob {
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
    transition: transform 0.15s;
  }
  &[aria-checked='true'] .track {
    background: ${t.color.primary};
  }
  &[aria-checked='true'] .knob {
    transform: translateX(20px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${t.color.focus};
    outline-offset: 2px;
    border-radius: ${t.radius.sm};
  }
`;function _({label:n,description:s,checked:l,onChange:d,disabled:r,busy:a}){const c=v();return e("div",{class:W,children:[e("span",{class:G,children:[e("span",{id:`${c}-label`,children:n}),s&&e("span",{id:`${c}-desc`,children:s})]}),e("button",{type:"button",role:"switch",class:X,"aria-checked":l,"aria-labelledby":`${c}-label`,"aria-describedby":s?`${c}-desc`:void 0,"aria-busy":a||void 0,disabled:r||a,onClick:()=>d(!l),children:[e("span",{class:"track","aria-hidden":"true",children:e("span",{class:"knob"})}),e("span",{"aria-hidden":"true",children:l?$.on:$.off})]})]})}function q({consent:n}){const[s,l]=m(null),[d,r]=m(!1),a=async u=>{l(u);try{C(await D(u)),w("success",u?i.consentGiven:i.consentWithdrawn)}catch(k){L(k)}finally{l(null),r(!1)}},c=s!==null;return e(g,{children:[e(_,{label:i.consentLabel,description:i.consentDescription,checked:s??n,busy:c,onChange:u=>u?a(!0):r(!0)}),e(U,{open:d,title:i.withdrawTitle,onClose:()=>r(!1),dismissible:!c,actions:e(g,{children:[e(b,{variant:"secondary",disabled:c,onClick:()=>r(!1),children:i.keep}),e(b,{variant:"danger",busy:c,onClick:()=>a(!1),children:c?i.withdrawing:i.withdrawConfirm})]}),children:e("p",{children:i.withdrawBody})})]})}async function J(n=z,s){if(!n)throw new Error("Invalid LIFF ID.");await(await H()).createShortcutOnHomeScreen({url:`https://miniapp.line.me/${n}`})}function K(){const[n,s]=m(!1),[l,d]=m(!1);return S(()=>{let r=!0;return P().then(a=>{r&&s(a.isInClient()||a.isApiAvailable("createShortcutOnHomeScreen"))}).catch(()=>{}),()=>{r=!1}},[]),n?e(b,{variant:"secondary",fullWidth:!0,busy:l,onClick:async()=>{d(!0);try{await J()}catch(r){w("error",r instanceof Error&&r.message?r.message:String(r))}finally{d(!1)}},children:l?i.addingToHome:i.addToHome}):null}const{color:f,space:o,radius:x,font:p}=t,Q=h`
  display: flex;
  align-items: center;
  gap: ${o(4)};
  margin: 0 ${o(4)} ${o(4)};
  padding: ${o(4)};
  background: ${f.surface};
  border-radius: ${x.lg};
  & img,
  & .initial {
    flex: none;
    display: grid;
    place-items: center;
    font-size: ${p.size.xl};
    font-weight: ${p.weight.bold};
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${f.border};
  }
  & p {
    margin: 0;
  }
  & .name {
    font-size: ${p.size.lg};
    font-weight: ${p.weight.bold};
    overflow-wrap: anywhere;
  }
  & .balance {
    font-size: ${p.size.xl};
    font-weight: ${p.weight.bold};
    color: ${f.primary};
  }
`,y=h`
  margin: 0 ${o(4)} ${o(4)};
  padding: ${o(2)} ${o(4)};
  background: ${f.surface};
  border-radius: ${x.lg};
  & h2 {
    margin: ${o(2)} 0;
    font-size: ${p.size.lg};
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & li + li {
    border-top: 1px solid ${f.border};
  }
  & a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    color: ${f.text};
    text-decoration: none;
  }
  & a::after {
    content: '›';
    color: ${f.textMuted};
    font-size: ${p.size.lg};
  }
  & a:focus-visible {
    outline: 2px solid ${f.focus};
    outline-offset: 2px;
  }
  & > button {
    margin: ${o(2)} 0;
  }
`,V=h`
  margin: ${o(2)} ${o(4)} ${o(3)};
  font-size: ${p.size.lg};
`;function ce(){const n=I.value,s=T.value,l=j(E,[]),d=n?.linePictureUrl||s?.pictureUrl,r=n?.firstname?`${n.firstname} ${n.lastname??""}`.trim():n?.lineDisplayName??s?.displayName;return e(g,{children:[e(B,{title:i.title}),e("div",{class:Q,children:[d?e("img",{src:d,alt:"",width:72,height:72,decoding:"async"}):e("span",{class:"initial","aria-hidden":"true",children:r?.slice(0,1)}),e("div",{children:[e("p",{class:"name",children:r}),e("p",{children:i.balance}),e("p",{class:"balance",children:n?M(n.points):e(F,{width:"96px",height:"28px"})})]})]}),e("section",{class:y,"aria-labelledby":"profile-links",children:[e("h2",{id:"profile-links",children:i.links}),e("ul",{children:[e("li",{children:e("a",{href:"/profile/update",children:i.edit})}),e("li",{children:e("a",{href:"/profile/history/code",children:i.codeHistory})}),e("li",{children:e("a",{href:"/profile/history/redeem",children:i.redeemHistory})})]}),e(K,{})]}),e("section",{class:y,"aria-labelledby":"profile-privacy",children:[e("h2",{id:"profile-privacy",children:i.privacy}),n&&e(q,{consent:n.personalInfoConsent})]}),e("section",{"aria-labelledby":"profile-points",children:[e("h2",{id:"profile-points",class:V,children:i.pointHistory}),e(N,{...l,label:i.pointHistory,empty:{title:i.pointsEmptyTitle,body:i.pointsEmptyBody},children:a=>e(O,{title:a.title,meta:[A(a.createdAt)],aside:e(R,{delta:a.delta})},a.id)})]})]})}export{ce as default};
