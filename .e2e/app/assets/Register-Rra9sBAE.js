import{g as _,u as t,j as Q,o as B,s as G,p as q,t as J,n as H,r as K,f as X,d as v,A as Z,h as M,i as ee,l as te,v as E,w as ne}from"./index-BksMqvmY.js";import{T as P,o as re,c as z,r as se,d as oe,e as ie,u as ae,a as ce,P as le,t as de,b as S,f as ue,n as me,s as F}from"./PersonalFields-giqgJo4n.js";import{t as f,u as p}from"./theme-BSv2k5Dw.js";import{v as fe,c as I,w as ge,t as pe,x as he,f as ye}from"./toast-pavpLMkZ.js";import{d as be,F as $e}from"./FieldMessages-BTsjDN9G.js";import{f as Ce}from"./text-DNlqVYO-.js";import"./format-sL4Xjdqw.js";const we=p`
  display: flex;
  align-items: flex-start;
  gap: ${f.space(3)};
  min-height: 44px;
  padding: ${f.space(2)} 0;
  box-sizing: border-box;
  cursor: pointer;
  font-size: ${f.font.size.md};
  line-height: ${f.font.lineHeight};
  color: ${f.color.text};
  & input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${f.color.primary};
  }
  & input[aria-invalid='true'] {
    outline: 2px solid ${f.color.error};
    outline-offset: 2px;
  }
`,xe=p`
  margin-bottom: ${f.space(3)};
`;function R({children:e,hint:s,error:i,id:u,inputRef:c,...d}){const y=_(),l=u??y;return t("div",{class:xe,children:[t("label",{class:we,for:l,children:[t("input",{...d,ref:c,id:l,type:"checkbox","aria-invalid":i?"true":void 0,"aria-describedby":be(l,s,i)}),t("span",{children:e})]}),t($e,{id:l,hint:s,error:i})]})}const D=6;function Se({label:e=Ce.otpLabel,onChange:s,...i}){return t(P,{...i,label:e,inputMode:"numeric",autocomplete:"one-time-code",pattern:"[0-9]*",maxLength:D,style:{letterSpacing:"0.4em",fontVariantNumeric:"tabular-nums"},onChange:u=>{const c=u.currentTarget,d=c.value.replace(/\D/g,"").slice(0,D);d!==c.value&&(c.value=d),s?.(u)}})}async function ve(){const[e,s]=await Promise.allSettled([Q(),B()]);if(e.status==="fulfilled"&&G(e.value),q.value=J(s.status==="fulfilled"?s.value:null),e.status==="rejected")throw e.reason}async function Ie(){try{await ve()}catch{}const e=q.peek();H(e&&K(e)?"/":"/questionnaire",{replace:!0})}const T="register-draft",L={firstname:"",lastname:"",email:"",birthDate:"",tel:"",consent1:!1,consent2:!1};function Ne(){let e={};try{e=JSON.parse(sessionStorage.getItem(T)??"{}")??{}}catch{}const s={...L};for(const i in L)typeof e[i]==typeof s[i]&&(s[i]=e[i]);return s}function Te({otpCode:e,...s}){try{sessionStorage.setItem(T,JSON.stringify(s))}catch{}}function O(){try{sessionStorage.removeItem(T)}catch{}}async function ke(){try{const e=await X();if(e.isInClient()){e.closeWindow();return}}catch{}H("/",{replace:!0})}const n={title:"Create your account",intro:"Tell us a little about yourself to start collecting points.",lineAccount:"Your LINE account",lineNameHint:"Your name and picture come from LINE.",personal:"Your details",mobile:"Verify your mobile number",sendCode:"Send code",sendingCode:"Sending…",resendCode:"Send a new code",resendIn:e=>`You can ask for a new code in ${e} s`,codeSent:(e,s)=>`Code sent to ${e}, ref ${s}`,otpHint:e=>`The 6-digit code from the SMS with ref ${e}`,codeNeeded:"Tap “Send code” to get a code by SMS first",codeForOtherNumber:"This code was sent to another number. Send a new code.",consents:"Consent",consent1:"I agree to the collection and use of my personal information as described in the privacy notice (required).",consent1Required:"You need to accept the privacy notice to register",privacyNoticeToggle:"Read the privacy notice",privacyNotice:["We collect your name, mobile number, email, birth date and your LINE profile to run the loyalty programme: to give you points, to let you redeem rewards and to contact you about your account.","We keep your information for as long as you are a member and for the period the law requires after that. We never sell it.","You can see, correct or delete your information, and withdraw your consent, at any time from your profile or by contacting us."],consent2:"Send me news, offers and campaigns (optional).",submit:"Register",submitting:"Registering…",cancel:"Cancel",cancelling:"Cancelling…",welcome:"Welcome! Your account is ready."},Ee=re({...ie,otpCode:oe,consent1:z().check(se(e=>e===!0,n.consent1Required)),consent2:z()}),U=["firstname","lastname","email","birthDate","tel","otpCode","consent1","consent2"],Y=60,ze=e=>`${e.slice(0,2)}x-xxx-${e.slice(-4)}`;function Fe(e){const[s,i]=v(null),[u,c]=v(0),[d,y]=v(!1),l=Z(),$=m=>{clearInterval(l.current),c(m),l.current=setInterval(()=>{c(r=>(r<=1&&clearInterval(l.current),Math.max(0,r-1)))},1e3)};return M(()=>()=>clearInterval(l.current),[]),{sent:s,secondsLeft:u,sending:d,send:async m=>{if(d||u>0)return!1;y(!0);try{const r=await fe(m);return i({ref:r.otpRefCode,tel:m}),$(Y),!0}catch(r){return r instanceof ee&&r.status===429&&$(r.retryAfter??Y),e(r),!1}finally{y(!1)}}}}const{color:h,space:a,radius:Re,font:g}=f,De=p`
  box-sizing: border-box;
  max-width: 480px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${a(5)} ${a(4)} ${a(8)};
  background: ${h.bg};
  color: ${h.text};
  font-family: ${g.family};
  line-height: ${g.lineHeight};
  & h1 {
    margin: 0 0 ${a(1)};
    font-size: ${g.size.xl};
    line-height: 1.25;
  }
  & h2 {
    margin: 0 0 ${a(3)};
    font-size: ${g.size.lg};
  }
  & section {
    margin-top: ${a(4)};
    padding: ${a(4)};
    background: ${h.surface};
    border-radius: ${Re.lg};
  }
`,N=p`
  margin: 0;
  color: ${h.textMuted};
  font-size: ${g.size.sm};
`,Le=p`
  display: flex;
  align-items: center;
  gap: ${a(3)};
  & img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
    background: ${h.border};
  }
  & p {
    margin: 0;
  }
`,Oe=p`
  display: grid;
  gap: ${a(2)};
  margin-bottom: ${a(4)};
  & p {
    margin: 0;
    font-size: ${g.size.sm};
  }
`,Ue=p`
  margin: 0 0 ${a(3)} ${a(9)};
  font-size: ${g.size.sm};
  & summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${h.accent};
    font-weight: ${g.weight.bold};
    cursor: pointer;
  }
  & p {
    margin: 0 0 ${a(2)};
    color: ${h.textMuted};
  }
`,Ye=p`
  display: grid;
  gap: ${a(3)};
  margin-top: ${a(5)};
`;function je(){const e=te.value,s=ae({resolver:ce(Ee),defaultValues:{...Ne(),otpCode:""},mode:"onTouched",shouldFocusError:!1}),{register:i,handleSubmit:u,setError:c,setFocus:d,trigger:y,getValues:l,watch:$,formState:{errors:C,isSubmitting:m}}=s,r=Fe(o=>F(o,c,["tel"])),[x,k]=v(!1);M(()=>{const o=$(b=>Te(b));return()=>o.unsubscribe()},[$]);const W=async()=>{await y("tel",{shouldFocus:!0})&&await r.send(me(l("tel")))&&d("otpCode")},A=async o=>{const b=r.sent;if(!b||b.tel!==o.tel){const w=b?n.codeForOtherNumber:n.codeNeeded;c("otpCode",{type:"otp",message:w},{shouldFocus:!0});return}try{const w=await ge({otpCode:o.otpCode,otpRefCode:b.ref,userId:E.value,lineUserId:e?.userId??"",lineDisplayname:e?.displayName??"",linePictureUrl:e?.pictureUrl??"",firstname:o.firstname,lastname:o.lastname,tel:o.tel,email:o.email,consent1:o.consent1,consent2:o.consent2,birthDate:o.birthDate});ne(w.accessToken)}catch(w){F(w,c,U);return}O(),pe("success",n.welcome),await Ie()},V=async()=>{k(!0);try{await he(E.value,e?.userId??""),O(),await ke()}catch(o){ye(o)}finally{k(!1)}},j=m||x;return t("div",{class:De,children:[t("h1",{children:n.title}),t("p",{class:N,children:n.intro}),t("form",{noValidate:!0,onSubmit:u(A,ue(U,d)),children:[t("section",{"aria-labelledby":"reg-line",children:[t("h2",{id:"reg-line",children:n.lineAccount}),t("div",{class:Le,children:[e?.pictureUrl&&t("img",{src:e.pictureUrl,alt:"",width:56,height:56,decoding:"async"}),t("div",{children:[t("p",{children:t("strong",{children:e?.displayName})}),t("p",{class:N,children:n.lineNameHint})]})]})]}),t("section",{"aria-labelledby":"reg-details",children:[t("h2",{id:"reg-details",children:n.personal}),t(le,{form:s})]}),t("section",{"aria-labelledby":"reg-mobile",children:[t("h2",{id:"reg-mobile",children:n.mobile}),t(P,{...de,error:C.tel?.message,...S(i("tel"))}),t("div",{class:Oe,children:[t(I,{variant:"secondary",busy:r.sending,disabled:r.secondsLeft>0||j,onClick:W,children:r.sending?n.sendingCode:r.sent?n.resendCode:n.sendCode}),t("p",{role:"status",children:r.sent&&n.codeSent(ze(r.sent.tel),r.sent.ref)}),r.secondsLeft>0&&t("p",{class:N,children:n.resendIn(r.secondsLeft)})]}),t(Se,{hint:r.sent?n.otpHint(r.sent.ref):void 0,error:C.otpCode?.message,...S(i("otpCode"))})]}),t("section",{"aria-labelledby":"reg-consent",children:[t("h2",{id:"reg-consent",children:n.consents}),t(R,{error:C.consent1?.message,...S(i("consent1")),children:n.consent1}),t("details",{class:Ue,children:[t("summary",{children:n.privacyNoticeToggle}),n.privacyNotice.map(o=>t("p",{children:o},o))]}),t(R,{error:C.consent2?.message,...S(i("consent2")),children:n.consent2})]}),t("div",{class:Ye,children:[t(I,{type:"submit",fullWidth:!0,busy:m,disabled:x,children:m?n.submitting:n.submit}),t(I,{variant:"ghost",fullWidth:!0,busy:x,disabled:m,onClick:V,children:x?n.cancelling:n.cancel})]})]})]})}export{je as default};
