import sharp from 'sharp';
const dir='/usr/share/doc/opencv-doc/examples/data/';
const files=process.argv.slice(3); const out=process.argv[2];
const T=160, cols=8;
const tiles=await Promise.all(files.map(async (f,i)=>{
  const img=await sharp(f.startsWith('/')?f:dir+f).resize(T,T,{fit:'contain',background:'#fff'}).png().toBuffer();
  const label=Buffer.from(`<svg width="${T}" height="14"><rect width="${T}" height="14" fill="#000"/><text x="2" y="11" font-size="11" fill="#fff">${f.split('/').pop()}</text></svg>`);
  return {input: await sharp(img).composite([{input:label,top:0,left:0}]).png().toBuffer(), left:(i%cols)*T, top:Math.floor(i/cols)*T};
}));
await sharp({create:{width:cols*T,height:Math.ceil(files.length/cols)*T,channels:3,background:'#888'}}).composite(tiles).png().toFile(out);
