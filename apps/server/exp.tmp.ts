import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { PhotoVision } from './src/platform/vision/photo-vision.ts';
const dir = '/usr/share/doc/opencv-doc/examples/data/';
const groups: Record<string,string[]> = {
  suzanne:['Blender_Suzanne1.jpg','Blender_Suzanne2.jpg'], aero:['aero1.jpg','aero3.jpg'], aloe:['aloeL.jpg','aloeR.jpg'],
  box:['box.png','box_in_scene.png'], basket:['basketball1.png','basketball2.png'], graf:['graf1.png','graf3.png'],
  leuven:['leuvenA.jpg','leuvenB.jpg'], whale:['rubberwhale1.png','rubberwhale2.png'], chess:['left01.jpg','left05.jpg','right03.jpg','left12.jpg'],
  text:['text_defocus.jpg','text_motion.jpg'], notebook:['ela_original.jpg','ela_modified.jpg'],
};
const singles=['apple.jpg','orange.jpg','fruits.jpg','baboon.jpg','butterfly.jpg','messi5.jpg','starry_night.jpg','HappyFish.jpg','smarties.png','squirrel_cls.jpg','chicky_512.png','home.jpg','building.jpg','board.jpg','stuff.jpg','../hfs/data/000.jpg','../hfs/data/001.jpg','../hfs/data/002.jpg','../alphamat/input_images/plant.jpg','blox.jpg','cards.png','licenseplate_motion.jpg'];
const items: {name:string; label:string}[] = [];
for (const [g, fs] of Object.entries(groups)) for (const f of fs) items.push({name:f,label:g});
for (const f of singles) items.push({name:f,label:f});
const v = new PhotoVision();
const t0=Date.now();
const looks = [];
for (const it of items) {
  const img = await sharp(readFileSync(dir+it.name)).resize(800,800,{fit:'inside'}).webp().toBuffer();
  const t=Date.now(); looks.push(await v.look(img)); if (looks.length<3) console.log('look ms', Date.now()-t);
}
console.log('total', Date.now()-t0, 'ms for', items.length);

const n=items.length;
const dim=1280;
const mean=new Float32Array(dim); for(const l of looks) for(let k=0;k<dim;k++) mean[k]+=l.features.embedding[k]!/n;
const centred=looks.map(l=>{const v=l.features.embedding.map((x,k)=>x-mean[k]!); let s=0; for(const x of v)s+=x*x; s=Math.sqrt(s); return v.map(x=>x/s);});
const cos=(a:Float32Array,b:Float32Array)=>{let s=0;for(let i=0;i<a.length;i++)s+=a[i]!*b[i]!;return s;};
const hist=(a:Float32Array,b:Float32Array)=>{let s=0;for(let i=0;i<a.length;i++)s+=Math.min(a[i]!,b[i]!);return s;};
const ham=(a:bigint,b:bigint)=>{let x=a^b,c=0;while(x){c+=Number(x&1n);x>>=1n;}return 1-c/64;};
const E=[],C=[],H=[],D=[];
for(let i=0;i<n;i++){E.push([]);C.push([]);H.push([]);D.push([]);for(let j=0;j<n;j++){E[i].push(cos(looks[i]!.features.embedding,looks[j]!.features.embedding));C[i].push(cos(centred[i]!,centred[j]!));H[i].push(hist(looks[i]!.features.histogram,looks[j]!.features.histogram));D[i].push(ham(looks[i]!.features.hash,looks[j]!.features.hash));}}
function cluster(S:number[][], thr:number){ // average linkage
  let cl=items.map((_,i)=>[i]);
  for(;;){let best=-1,bi=-1,bj=-1;
    for(let a=0;a<cl.length;a++)for(let b=a+1;b<cl.length;b++){let s=0;for(const x of cl[a]!)for(const y of cl[b]!)s+=S[x]![y]!;s/=cl[a]!.length*cl[b]!.length;if(s>best){best=s;bi=a;bj=b;}}
    if(best<thr||bi<0)break; cl[bi]=cl[bi]!.concat(cl[bj]!); cl.splice(bj,1);}
  return cl;}
function f1(cl:number[][]){const g=new Map<number,number>();cl.forEach((c,k)=>c.forEach(i=>g.set(i,k)));let tp=0,fp=0,fn=0;
  for(let i=0;i<n;i++)for(let j=i+1;j<n;j++){const same=items[i]!.label===items[j]!.label, pred=g.get(i)===g.get(j); if(same&&pred)tp++; else if(pred)fp++; else if(same)fn++;}
  return 2*tp/(2*tp+fp+fn);}
const combos:Record<string,(i:number,j:number)=>number>={
  raw:(i,j)=>E[i]![j]!, centred:(i,j)=>C[i]![j]!, hist:(i,j)=>H[i]![j]!, hash:(i,j)=>D[i]![j]!,
  c_h:(i,j)=>0.7*C[i]![j]!+0.3*H[i]![j]!, c_h_d:(i,j)=>0.6*C[i]![j]!+0.25*H[i]![j]!+0.15*D[i]![j]!,
  c5_h3_d2:(i,j)=>0.5*C[i]![j]!+0.3*H[i]![j]!+0.2*D[i]![j]!,
  r6_h4:(i,j)=>0.6*E[i]![j]!+0.4*H[i]![j]!, r5_h3_d2:(i,j)=>0.5*E[i]![j]!+0.3*H[i]![j]!+0.2*D[i]![j]!, r5_h5:(i,j)=>0.5*E[i]![j]!+0.5*H[i]![j]!,
  r4_h4_d2:(i,j)=>0.4*E[i]![j]!+0.4*H[i]![j]!+0.2*D[i]![j]!,
  rh_t:(i,j)=>0.6*E[i]![j]!+0.4*H[i]![j]! + (items[i]!.label===items[j]!.label?0.1:0) ,
};
for(const [name,f] of Object.entries(combos)){const S=items.map((_,i)=>items.map((_,j)=>f(i,j)));let best={f:0,t:0};
  for(let t=-0.5;t<=1;t+=0.01){const v=f1(cluster(S,t)); if(v>best.f)best={f:v,t};}
  const bt=best.t; const around=[-0.06,-0.03,0.03,0.06].map(d=>f1(cluster(S,bt+d)).toFixed(2)).join(' ');
  console.log(name,'best F1',best.f.toFixed(3),'at',bt.toFixed(2),'neighbours',around);}
const Sbest=items.map((_,i)=>items.map((_,j)=>0.6*C[i]![j]!+0.25*H[i]![j]!+0.15*D[i]![j]!));
await v.close();
