<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <source>RoofLab: will this model fit on the GPU, and will it be fast?</source>
        <translation>RoofLab：这个模型能放进 GPU 吗？跑得快吗？</translation>
    </message>
    <message>
        <source>Scenario file (.json) to open.</source>
        <translation>要打开的场景文件（.json）。</translation>
    </message>
    <message>
        <source>Scenario file to load.</source>
        <translation>要加载的场景文件。</translation>
    </message>
    <message>
        <source>Render a chart to OUT (.png, .pdf or .svg) without a window and exit.</source>
        <translation>不打开窗口，将图表渲染到 OUT（.png、.pdf 或 .svg）后退出。</translation>
    </message>
    <message>
        <source>Output size in pixels (default 1920x1080).</source>
        <translation>输出尺寸，单位为像素（默认 1920x1080）。</translation>
    </message>
    <message>
        <source>Device-pixel ratio of the export: 2 (default) draws text and lines twice as thick.</source>
        <translation>导出的设备像素比：2（默认）会以两倍粗细绘制文字和线条。</translation>
    </message>
    <message>
        <source>Chart theme: light, dark or presentation.</source>
        <translation>图表主题：light、dark 或 presentation。</translation>
    </message>
    <message>
        <source>Memory unit: GiB (default) or GB.</source>
        <translation>显存单位：GiB（默认）或 GB。</translation>
    </message>
    <message>
        <source>Start in presentation mode (F11).</source>
        <translation>以演示模式启动（F11）。</translation>
    </message>
    <message>
        <source>Only one scenario FILE can be opened, got %1.</source>
        <translation>只能打开一个场景文件 FILE，实际给出了 %1 个。</translation>
    </message>
    <message>
        <source>--export needs --scenario FILE.</source>
        <translation>--export 需要配合 --scenario FILE 使用。</translation>
    </message>
    <message>
        <source>--export %1: unsupported format &apos;%2&apos; (use %3).</source>
        <translation>--export %1：不支持的格式“%2”（请使用 %3）。</translation>
    </message>
    <message>
        <source>--%1 only applies together with --export.</source>
        <translation>--%1 只能与 --export 一起使用。</translation>
    </message>
    <message>
        <source>--size %1: expected WxH with 1..%2 pixels each, e.g. 1920x1080.</source>
        <translation>--size %1：应为 WxH 格式，每边 1..%2 像素，例如 1920x1080。</translation>
    </message>
    <message>
        <source>--scale %1: expected a number from 0.25 to 8.</source>
        <translation>--scale %1：应为 0.25 到 8 之间的数。</translation>
    </message>
    <message>
        <source>--size %1 at --scale %2 leaves under 64 logical pixels for the chart; lower the scale.</source>
        <translation>--size %1 在 --scale %2 下留给图表的逻辑像素不足 64；请降低缩放比例。</translation>
    </message>
    <message>
        <source>--theme %1: expected light, dark or presentation.</source>
        <translation>--theme %1：应为 light、dark 或 presentation。</translation>
    </message>
    <message>
        <source>--unit %1: expected GiB or GB.</source>
        <translation>--unit %1：应为 GiB 或 GB。</translation>
    </message>
    <message>
        <source>%1: not a valid scenario:
  %2</source>
        <translation>%1：不是有效的场景：
  %2</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <source>Interface and chart language: en, de, es, fr or zh_CN (default: as last chosen, else the system&apos;s).</source>
        <translation>界面与图表语言：en、de、es、fr 或 zh_CN（默认：上次选择的语言，否则为系统语言）。</translation>
    </message>
    <message>
        <source>--language %1: expected one of %2.</source>
        <translation>--language %1：应为 %2 之一。</translation>
    </message>
    <message>
        <source>Comparison chart dimension: zero (default), checkpointing, precision, sequence, finetune, context, offload.</source>
        <translation>对比图的维度：zero（默认）、checkpointing、precision、sequence、finetune、context、offload。</translation>
    </message>
    <message>
        <source>--compare %1: expected zero, checkpointing, precision, sequence, finetune, context or offload.</source>
        <translation>--compare %1：应为 zero、checkpointing、precision、sequence、finetune、context 或 offload。</translation>
    </message>
    <message>
        <source>Draw rooflab-bench results on the roofline: a results file, or :/measurements/h100-sxm.json or :/measurements/h200.json (an H100 and an H200 measured, shipped with RoofLab).</source>
        <translation>在 roofline 图上绘制 rooflab-bench 结果：一个结果文件，或 :/measurements/h100-sxm.json 或 :/measurements/h200.json（随 RoofLab 提供的 H100 和 H200 实测结果）。</translation>
    </message>
    <message>
        <source>Chart to export: memory (default), roofline, comparison, timeline or serving.</source>
        <translation>要导出的图表：memory（默认）、roofline、comparison、timeline 或 serving。</translation>
    </message>
    <message>
        <source>--chart %1: expected memory, roofline, comparison, timeline or serving.</source>
        <translation>--chart %1：应为 memory、roofline、comparison、timeline 或 serving。</translation>
    </message>
    <message>
        <source>--chart serving: %1</source>
        <translation>--chart serving：%1</translation>
    </message>
    <message>
        <source>the scenario has no &quot;serving&quot; block.</source>
        <translation>该场景没有 &quot;serving&quot; 块。</translation>
    </message>
    <message>
        <source>no room for one request&apos;s KV cache.</source>
        <translation>没有容纳一个请求 KV 缓存的空间。</translation>
    </message>
    <message>
        <source>Start exercise mode (Lectures &gt; Exercises) at exercise N.</source>
        <translation>以练习模式（教学案例 &gt; 练习）从第 N 个练习开始。</translation>
    </message>
    <message>
        <source>Show FILE (a saved scenario) beside the opened one, as File &gt; Compare with File... does.</source>
        <translation>将 FILE（已保存的场景）与已打开的场景并排显示，与 文件 &gt; 与文件比较... 相同。</translation>
    </message>
    <message>
        <source>--%1 does not apply together with --export.</source>
        <translation>--%1 不能与 --export 一起使用。</translation>
    </message>
    <message>
        <source>--exercise %1: expected a number from 1 to %2.</source>
        <translation>--exercise %1：应为 1 到 %2 之间的数字。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>A 7B model on one H100</source>
        <translation>单张 H100 上的 7B 模型</translation>
    </message>
    <message>
        <source>Largest model on 8 H100s</source>
        <translation>8 张 H100 能放下的最大模型</translation>
    </message>
    <message>
        <source>ZeRO-3 over 8 H100s with AdamW in bf16 mixed precision: how large can the model be?</source>
        <translation>在 8 张 H100 上使用 ZeRO-3、AdamW 和 bf16 混合精度：模型最大能有多大？</translation>
    </message>
    <message>
        <source>Llama-scale run: 70B on 15T tokens</source>
        <translation>Llama 规模的训练：70B 模型，15T token</translation>
    </message>
    <message>
        <source>6ND for a 70B model on 15T tokens on 1024 H100s at 50 % MFU: days and GPU-hours.</source>
        <translation>70B 模型、15T token、1024 张 H100、50 % MFU 下的 6ND：所需天数与 GPU 小时数。</translation>
    </message>
    <message>
        <source>Checkpointing and ZeRO</source>
        <translation>检查点与 ZeRO</translation>
    </message>
    <message>
        <source>Llama 2 7B on 8 H100s: what each ZeRO stage and checkpointing mode saves.</source>
        <translation>8 张 H100 上的 Llama 2 7B：各 ZeRO 阶段和检查点模式分别能节省多少。</translation>
    </message>
    <message>
        <source>Decode versus prefill</source>
        <translation>解码与预填充对比</translation>
    </message>
    <message>
        <source>Llama 2 7B serving one sequence with a 4096-token context: decode is memory bound.</source>
        <translation>Llama 2 7B 服务单条序列，上下文 4096 token：解码受限于访存。</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <source>Fine-tuning a 7B model on one GPU</source>
        <translation>在单个 GPU 上微调 7B 模型</translation>
    </message>
    <message>
        <source>Llama 2 7B on one H100: full fine-tuning against LoRA and QLoRA, side by side.</source>
        <translation>单个 H100 上的 Llama 2 7B：全量微调与 LoRA、QLoRA 并排对比。</translation>
    </message>
    <message>
        <source>Mixture of experts: Mixtral 8x7B</source>
        <translation>混合专家：Mixtral 8x7B</translation>
    </message>
    <message>
        <source>Mixtral 8x7B on 64 H100s with 8-way expert parallelism: one expert per GPU, an all-to-all per MoE layer and pass.</source>
        <translation>Mixtral 8x7B 在 64 块 H100 上采用 8 路专家并行：每块 GPU 一个专家，每个 MoE 层每次传递一次 all-to-all。</translation>
    </message>
    <message>
        <source>Long context: context parallelism</source>
        <translation>长上下文：上下文并行</translation>
    </message>
    <message>
        <source>Llama 3 8B on 128k-token sequences, each split over the 8 H100s of a node: activations per GPU shrink with the ring, compared side by side.</source>
        <translation>Llama 3 8B 训练 128k 词元的序列，每条序列切分到一个节点的 8 块 H100 上：每 GPU 的激活值随环缩小，并排比较。</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. The file on disk was not changed.</source>
        <translation>无法保存 %1：%2。磁盘上的文件未被更改。</translation>
    </message>
    <message>
        <source>Offload: full fine-tuning of 7B on a 24 GB card</source>
        <translation>卸载：在 24 GB 显卡上对 7B 模型做全量微调</translation>
    </message>
    <message>
        <source>Llama 2 7B trained in full on one RTX 4090: the optimizer and its fp32 state in host memory (ZeRO-Offload), the GPU keeps the 16-bit weights; what each offload saves and costs.</source>
        <translation>在一张 RTX 4090 上全量训练 Llama 2 7B：优化器及其 fp32 状态放在主机内存（ZeRO-Offload），GPU 只保留 16 位权重；每种卸载节省什么、代价是什么。</translation>
    </message>
    <message>
        <source>FP8 on H100s: faster, not smaller</source>
        <translation>H100 上的 FP8：更快，但不更小</translation>
    </message>
    <message>
        <source>Llama 3 8B with Transformer Engine&apos;s FP8 recipe on 8 H100s: the FP8 weight copies and their transposes against the smaller saved inputs, compared with bf16 side by side.</source>
        <translation>在 8 块 H100 上用 Transformer Engine 的 FP8 方案训练 Llama 3 8B：FP8 权重副本及其转置与更小的已保存输入相比，并与 bf16 并排对照。</translation>
    </message>
    <message>
        <source>Size-only 7B, bf16 mixed precision, AdamW, sequence 4096, micro-batch 8, full checkpointing: 18 bytes per parameter (16 with the textbook&apos;s 2-byte gradients) already exceed 80 GB.</source>
        <translation>仅按规模定义的 7B 模型，bf16 混合精度，AdamW，序列长度 4096，微批次 8，完全检查点：每参数 18 字节（按教科书的 2 字节梯度计为 16 字节）就已超过 80 GB。</translation>
    </message>
</context>
<context>
    <name>rooflab</name>
    <message>
        <source>Cannot save chart to %1: the folder %2 does not exist.</source>
        <translation>无法将图表保存到 %1：文件夹 %2 不存在。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2 is not a folder.</source>
        <translation>无法将图表保存到 %1：%2 不是文件夹。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the folder %2 is not writable (permission denied).</source>
        <translation>无法将图表保存到 %1：文件夹 %2 不可写（权限被拒绝）。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: it is a folder.</source>
        <translation>无法将图表保存到 %1：它是一个文件夹。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: rendering a %2 x %3 image failed.</source>
        <translation>无法将图表保存到 %1：渲染 %2 x %3 的图像失败。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2</source>
        <translation>无法将图表保存到 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: writing the PDF failed.</source>
        <translation>无法将图表保存到 %1：写入 PDF 失败。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the SVG painter did not start.</source>
        <translation>无法将图表保存到 %1：SVG 绘制器未能启动。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: this build of RoofLab has no SVG support (it needs Qt SVG, Debian package qt6-svg-dev). Save as PNG or PDF instead.</source>
        <translation>无法将图表保存到 %1：此版本的 RoofLab 不支持 SVG（需要 Qt SVG，Debian 软件包 qt6-svg-dev）。请改存为 PNG 或 PDF。</translation>
    </message>
    <message>
        <source>the file is %1 MiB, more than the %2 MiB RoofLab reads</source>
        <translation>文件大小为 %1 MiB，超过 RoofLab 可读取的 %2 MiB</translation>
    </message>
    <message>
        <source>the file is more than the %1 MiB RoofLab reads</source>
        <translation>文件超过 RoofLab 可读取的 %1 MiB</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2. The existing file was kept.</source>
        <translation>无法将图表保存到 %1：%2。已保留现有文件。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the PDF came out incomplete (%2 bytes written): the disk may be full or the file too large. The existing file was kept.</source>
        <translation>无法将图表保存到 %1：PDF 不完整（已写入 %2 字节）：磁盘可能已满或文件过大。已保留现有文件。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: no scratch file for the PDF.</source>
        <translation>无法将图表保存到 %1：没有用于 PDF 的临时文件。</translation>
    </message>
</context>
<context>
    <name>rooflab::ArchitectureDialog</name>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <source>A label for this architecture; it is saved with the scenario.</source>
        <translation>此架构的标签；会随场景一起保存。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Layers (L)</source>
        <translation>层数（L）</translation>
    </message>
    <message>
        <source>Number of transformer blocks. Activations and per-layer FLOPs scale with it.</source>
        <translation>Transformer 块的数量。激活值和每层 FLOPs 与之成正比。</translation>
    </message>
    <message>
        <source>Hidden size (d_model)</source>
        <translation>隐藏维度（d_model）</translation>
    </message>
    <message>
        <source>Width of the residual stream; weights grow with its square.</source>
        <translation>残差流的宽度；权重随其平方增长。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Query heads. The attention-score activations (without FlashAttention) scale with it.</source>
        <translation>查询头数。（不使用 FlashAttention 时）注意力分数的激活值与之成正比。</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Key/value heads: equal to the heads for multi-head attention, fewer for grouped-query attention, 1 for multi-query. Sets the KV cache size.</source>
        <translation>键/值头数：多头注意力时等于注意力头数，分组查询注意力时更少，多查询注意力时为 1。决定 KV 缓存的大小。</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>Width of one head, usually d_model / heads.</source>
        <translation>单个头的宽度，通常为 d_model / 头数。</translation>
    </message>
    <message>
        <source>MLP hidden size (d_ff)</source>
        <translation>MLP 隐藏维度（d_ff）</translation>
    </message>
    <message>
        <source>Hidden width of the MLP (per expert for mixture-of-experts).</source>
        <translation>MLP 的隐藏层宽度（混合专家模型中为每个专家的宽度）。</translation>
    </message>
    <message>
        <source>GELU (2 matrices)</source>
        <translation>GELU（2 个矩阵）</translation>
    </message>
    <message>
        <source>SwiGLU (3 matrices)</source>
        <translation>SwiGLU（3 个矩阵）</translation>
    </message>
    <message>
        <source>MLP kind</source>
        <translation>MLP 类型</translation>
    </message>
    <message>
        <source>GELU MLPs have two weight matrices, SwiGLU (Llama) three.</source>
        <translation>GELU MLP 有两个权重矩阵，SwiGLU（Llama）有三个。</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embedding table and the logits scale with it.</source>
        <translation>词表中的 token 数：嵌入表和 logits 与之成正比。</translation>
    </message>
    <message>
        <source>Learned positions</source>
        <translation>可学习位置编码</translation>
    </message>
    <message>
        <source>Rows of a learned position table (GPT-2: 1024); 0 for rotary or none.</source>
        <translation>可学习位置表的行数（GPT-2：1024）；使用旋转位置编码或无位置编码时为 0。</translation>
    </message>
    <message>
        <source>Tie input and output embeddings</source>
        <translation>共享输入与输出嵌入</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享嵌入</translation>
    </message>
    <message>
        <source>When tied, the LM head reuses the embedding table: V x d_model fewer parameters.</source>
        <translation>共享时，LM head 复用嵌入表：参数减少 V x d_model 个。</translation>
    </message>
    <message>
        <source>Biases in linear layers</source>
        <translation>线性层偏置</translation>
    </message>
    <message>
        <source>Biases</source>
        <translation>偏置</translation>
    </message>
    <message>
        <source>GPT-2 style linears carry biases; Llama style ones do not.</source>
        <translation>GPT-2 风格的线性层带偏置；Llama 风格的不带。</translation>
    </message>
    <message>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>Normalisation</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>LayerNorm has a scale and a bias per channel, RMSNorm only a scale.</source>
        <translation>LayerNorm 每个通道有一个缩放和一个偏置，RMSNorm 只有缩放。</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>0 or 1: a dense MLP. More: a mixture of experts; every expert&apos;s weights are stored.</source>
        <translation>0 或 1：稠密 MLP。更多：混合专家模型；每个专家的权重都要存储。</translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation>每个 token 的专家数（top-k）</translation>
    </message>
    <message>
        <source>How many experts each token passes through (MoE only); sets the active parameters.</source>
        <translation>每个 token 经过多少个专家（仅 MoE）；决定激活参数量。</translation>
    </message>
    <message>
        <source>Not valid: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <source>%1 parameters (%2 per layer)</source>
        <translation>%1 个参数（每层 %2）</translation>
    </message>
    <message>
        <source>; %1 active per token</source>
        <translation>；每个 token 激活 %1</translation>
    </message>
    <message>
        <source>Trained context</source>
        <translation>训练上下文长度</translation>
    </message>
    <message>
        <source>The longest sequence the model was trained for (Llama 2: 4096), in tokens; 0 if unknown. Longer training sequences and serving contexts are warned about.</source>
        <translation>模型训练时的最长序列（Llama 2：4096），单位为 token；未知时为 0。更长的训练序列和推理上下文会给出警告。</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>Keys each query attends to in windowed layers (Mistral 7B v0.1: 4096), in tokens; 0 for none. Adds no parameters; from this many tokens on, transformers&apos; SDPA attends through an explicit mask: the whole score square, a saved mask per layer.</source>
        <translation>窗口层中每个查询关注的键数（Mistral 7B v0.1：4096），单位为 token；0 表示无。不增加参数；从这么多 token 起，transformers 的 SDPA 通过显式掩码计算：整个分数方阵，每层保存一个掩码。</translation>
    </message>
    <message>
        <source>MLP activation</source>
        <translation>MLP 激活函数</translation>
    </message>
    <message>
        <source>A GELU MLP&apos;s activation, which decides what PyTorch keeps for the backward: GPT-2&apos;s gelu_new keeps four tensors of the MLP&apos;s width, one GELU kernel (Pythia, Falcon) its input, ReLU (OPT) only its output. As the implementation: gelu_new in Hugging Face&apos;s code, one kernel elsewhere.</source>
        <translation>GELU MLP 的激活函数决定 PyTorch 为反向传播保留什么：GPT-2 的 gelu_new 保留四个 MLP 宽度的张量，单个 GELU 内核（Pythia、Falcon）保留其输入，ReLU（OPT）只保留其输出。随实现：Hugging Face 的代码中为 gelu_new，其他实现中为单个内核。</translation>
    </message>
    <message>
        <source>As the implementation&apos;s code</source>
        <translation>随实现的代码</translation>
    </message>
    <message>
        <source>GELU, GPT-2&apos;s tanh formula (gelu_new)</source>
        <translation>GELU，GPT-2 的 tanh 公式（gelu_new）</translation>
    </message>
    <message>
        <source>GELU, one kernel</source>
        <translation>GELU，单个内核</translation>
    </message>
    <message>
        <source>ReLU</source>
        <translation>ReLU</translation>
    </message>
</context>
<context>
    <name>rooflab::BatchControls</name>
    <message>
        <source>Batch and sequence</source>
        <translation>批次与序列</translation>
    </message>
    <message>
        <source>Micro-batch (sequences per GPU)</source>
        <translation>微批次（每 GPU 序列数）</translation>
    </message>
    <message>
        <source>Sequences each GPU processes per forward/backward pass. Activation memory grows linearly with it.</source>
        <translation>每个 GPU 每次前向/反向传播处理的序列数。激活显存随之线性增长。</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（token）</translation>
    </message>
    <message>
        <source>Tokens per training sequence. Activations grow linearly with it, and quadratically for attention scores without FlashAttention.</source>
        <translation>每条训练序列的 token 数。激活值随之线性增长；不使用 FlashAttention 时，注意力分数部分随之二次增长。</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>梯度累积步数</translation>
    </message>
    <message>
        <source>Micro-batches summed before each optimizer step. Raises the global batch (tokens per step) without raising memory.</source>
        <translation>每次优化器更新前累加的微批次数。可增大全局批次（每步 token 数）而不增加显存。</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Packed documents (tokens each)</source>
        <translation>打包文档（每篇 token 数）</translation>
    </message>
    <message>
        <source>Documents packed into each sequence, and their length (where lengths vary, the length-weighted mean). A variable-length attention kernel (FlashAttention&apos;s cu_seqlens, Transformer Engine&apos;s packed sequences, torchtitan&apos;s block-causal mask) keeps each token&apos;s attention within its document: attention FLOPs and time shrink to documents x document length squared. Off: one document fills the sequence.</source>
        <translation>每个序列中打包的文档及其长度（长度不一时取按长度加权的平均）。变长注意力内核（FlashAttention 的 cu_seqlens、Transformer Engine 的打包序列、torchtitan 的 block-causal 掩码）让每个 token 只在其文档内做注意力：注意力 FLOPs 和时间缩减为 文档数 x 文档长度的平方。关：一个文档占满整个序列。</translation>
    </message>
</context>
<context>
    <name>rooflab::BitLayoutView</name>
    <message>
        <source>Bit layout</source>
        <translation>位布局</translation>
    </message>
    <message>
        <source>%1 sign bit(s), %2 exponent bits, %3 mantissa bits</source>
        <translation>%1 个符号位，%2 个指数位，%3 个尾数位</translation>
    </message>
    <message>
        <source>sign %1, exponent %2, mantissa %3</source>
        <translation>符号 %1，指数 %2，尾数 %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartArea</name>
    <message>
        <source>Memory per GPU, component by component, against the GPU&apos;s capacity. Click a segment to see how it is computed.</source>
        <translation>每 GPU 显存按组成部分逐项列出，并与 GPU 容量对比。点击某一段可查看其计算方式。</translation>
    </message>
    <message>
        <source>Compare by</source>
        <translation>对比维度</translation>
    </message>
    <message>
        <source>The field varied across the bars; everything else stays as set on the left.</source>
        <translation>各柱之间变化的字段；其他设置均保持左侧的值。</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>&amp;Compare by:</source>
        <translation>对比维度(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Memory and roofline</source>
        <translation>显存与 Roofline(&amp;M)</translation>
    </message>
    <message>
        <source>C&amp;omparison</source>
        <translation>对比(&amp;O)</translation>
    </message>
    <message>
        <source>Step &amp;timeline</source>
        <translation>训练步时间线(&amp;T)</translation>
    </message>
    <message>
        <source>Fine-tuning method</source>
        <translation>微调方法</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>规划(&amp;P)</translation>
    </message>
    <message>
        <source>Invalid scenario: nothing here is drawn from it.
%1</source>
        <translation>场景无效：此处没有任何内容由它绘制。
%1</translation>
    </message>
    <message>
        <source>No step timeline: the scenario is invalid.
%1</source>
        <translation>没有步骤时间线：场景无效。
%1</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>服务(&amp;S)</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartExportDialog</name>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Chart to export</source>
        <translation>要导出的图表</translation>
    </message>
    <message>
        <source>Which chart to write.</source>
        <translation>要写出哪个图表。</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Output width</source>
        <translation>输出宽度</translation>
    </message>
    <message>
        <source>Output height</source>
        <translation>输出高度</translation>
    </message>
    <message>
        <source>Width of the PNG in pixels (PDF/SVG: the page proportions).</source>
        <translation>PNG 的宽度，单位为像素（PDF/SVG：决定页面比例）。</translation>
    </message>
    <message>
        <source>Height of the PNG in pixels (PDF/SVG: the page proportions).</source>
        <translation>PNG 的高度，单位为像素（PDF/SVG：决定页面比例）。</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>Device-pixel ratio: 2 lays the chart out on half the pixels and draws it at double resolution, so text stays readable on a slide.</source>
        <translation>设备像素比：为 2 时，图表按一半的像素排版、以双倍分辨率绘制，这样文字在幻灯片上依然清晰可读。</translation>
    </message>
    <message>
        <source>Output file</source>
        <translation>输出文件</translation>
    </message>
    <message>
        <source>The suffix picks the format: %1.</source>
        <translation>由后缀决定格式：%1。</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Choose the output file</source>
        <translation>选择输出文件</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Step timeline</source>
        <translation>训练步时间线</translation>
    </message>
    <message>
        <source>Plan: throughput against memory headroom</source>
        <translation>规划：吞吐量与内存余量</translation>
    </message>
    <message>
        <source>Plan: GPUs against days</source>
        <translation>规划：GPU 数与天数</translation>
    </message>
    <message>
        <source>Serving: latency and throughput against load</source>
        <translation>服务：延迟和吞吐量随负载变化</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartExporter</name>
    <message>
        <source>Cannot save chart: there is no chart.</source>
        <translation>无法保存图表：没有图表。</translation>
    </message>
    <message>
        <source>Cannot save chart: no file name given.</source>
        <translation>无法保存图表：未指定文件名。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: invalid size %2 x %3 at scale %4.</source>
        <translation>无法将图表保存到 %1：尺寸 %2 x %3 在缩放 %4 下无效。</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: unknown file type &quot;%2&quot; (use .png, .pdf or .svg).</source>
        <translation>无法将图表保存到 %1：未知文件类型“%2”（请使用 .png、.pdf 或 .svg）。</translation>
    </message>
    <message>
        <source>no suffix</source>
        <translation>无后缀</translation>
    </message>
</context>
<context>
    <name>rooflab::CompareDialog</name>
    <message>
        <source>Compare: %1 and %2</source>
        <translation>比较：%1 与 %2</translation>
    </message>
    <message>
        <source>%1 is invalid: %2</source>
        <translation>%1 无效：%2</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>The two scenarios have the same settings.</source>
        <translation>两个场景的设置相同。</translation>
    </message>
    <message>
        <source>%1 settings differ (current -&gt; %2):</source>
        <translation>%1 项设置不同（当前 -&gt; %2）：</translation>
    </message>
    <message>
        <source>The current scenario beside %1. Nothing here changes the scenario.</source>
        <translation>当前场景与 %1 并排。此处不会更改场景。</translation>
    </message>
</context>
<context>
    <name>rooflab::ComparisonBuilder</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>every √L layers</source>
        <translation>每 √L 层</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>pure BF16</source>
        <translation>纯 BF16</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>FP8 混合精度</translation>
    </message>
    <message>
        <source>AMP BF16</source>
        <translation>AMP BF16</translation>
    </message>
    <message>
        <source>AMP FP16</source>
        <translation>AMP FP16</translation>
    </message>
    <message>
        <source>Training memory per GPU by ZeRO stage</source>
        <translation>按 ZeRO 阶段对比每 GPU 训练显存</translation>
    </message>
    <message>
        <source>Training memory per GPU by activation checkpointing</source>
        <translation>按激活检查点对比每 GPU 训练显存</translation>
    </message>
    <message>
        <source>Training memory per GPU by precision</source>
        <translation>按精度对比每 GPU 训练显存</translation>
    </message>
    <message>
        <source>Training memory per GPU by sequence length</source>
        <translation>按序列长度对比每 GPU 训练显存</translation>
    </message>
    <message>
        <source>ZeRO-0 (DDP)</source>
        <translation>ZeRO-0（DDP）</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>Training memory per GPU by fine-tuning method</source>
        <translation>按微调方法划分的每 GPU 训练内存</translation>
    </message>
    <message>
        <source>LoRA q, v</source>
        <translation>LoRA q、v</translation>
    </message>
    <message>
        <source>LoRA all</source>
        <translation>LoRA 全部</translation>
    </message>
    <message>
        <source>QLoRA all</source>
        <translation>QLoRA 全部</translation>
    </message>
    <message>
        <source>Training memory per GPU by context parallelism</source>
        <translation>按上下文并行划分的每 GPU 训练内存</translation>
    </message>
    <message>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <source>Training memory per GPU by what is offloaded</source>
        <translation>按卸载内容划分的每 GPU 训练内存</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>+ activations</source>
        <translation>+ 激活</translation>
    </message>
    <message>
        <source>+ parameters (ZeRO-3)</source>
        <translation>+ 参数（ZeRO-3）</translation>
    </message>
</context>
<context>
    <name>rooflab::ComparisonChart</name>
    <message>
        <source>none of the %1 options fits</source>
        <translation>%1 个选项都放不下</translation>
    </message>
    <message>
        <source>%1 of %2 fit: %3</source>
        <translation>%2 个中有 %1 个放得下：%3</translation>
    </message>
</context>
<context>
    <name>rooflab::ControlPanel</name>
    <message>
        <source>a setting</source>
        <translation>一项设置</translation>
    </message>
</context>
<context>
    <name>rooflab::CustomGpuDialog</name>
    <message>
        <source>Custom GPU</source>
        <translation>自定义 GPU</translation>
    </message>
    <message>
        <source>Dense (no 2:4 sparsity) datasheet figures. A peak of 0 means the card does not run that format.</source>
        <translation>稠密（无 2:4 稀疏）数据手册指标。峰值为 0 表示该卡不支持该格式。</translation>
    </message>
    <message>
        <source>My accelerator</source>
        <translation>我的加速器</translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation>GPU 名称</translation>
    </message>
    <message>
        <source>Shown in the charts and saved with the scenario.</source>
        <translation>显示在图表中，并随场景一起保存。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Device memory in decimal GB as the datasheet gives it (80 GB = 74.5 GiB): the capacity line of the memory chart.</source>
        <translation>数据手册给出的十进制 GB 显存容量（80 GB = 74.5 GiB）：显存图中的容量线。</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth: the slope of the roofline.</source>
        <translation>显存带宽：Roofline 的斜率。</translation>
    </message>
    <message>
        <source>FP32 matmul</source>
        <translation>FP32 矩阵乘</translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation> TFLOP/s</translation>
    </message>
    <message>
        <source>Dense FP32 matrix throughput.</source>
        <translation>稠密 FP32 矩阵吞吐量。</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>Dense TF32 tensor-core throughput.</source>
        <translation>稠密 TF32 Tensor Core 吞吐量。</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>Dense BF16 tensor-core throughput: the usual basis of MFU.</source>
        <translation>稠密 BF16 Tensor Core 吞吐量：通常作为 MFU 的基准。</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>Dense FP16 tensor-core throughput.</source>
        <translation>稠密 FP16 Tensor Core 吞吐量。</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Dense FP8 (E4M3 and E5M2) tensor-core throughput.</source>
        <translation>稠密 FP8（E4M3 和 E5M2）Tensor Core 吞吐量。</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Dense FP4 tensor-core throughput.</source>
        <translation>稠密 FP4 Tensor Core 吞吐量。</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source> TOP/s</source>
        <translation> TOP/s</translation>
    </message>
    <message>
        <source>Dense INT8 tensor-core throughput.</source>
        <translation>稠密 INT8 Tensor Core 吞吐量。</translation>
    </message>
    <message>
        <source>FP32 vector</source>
        <translation>FP32 向量</translation>
    </message>
    <message>
        <source>Plain CUDA-core FP32: the ceiling for non-matmul work (norms, softmax).</source>
        <translation>普通 CUDA Core 的 FP32 算力：非矩阵乘运算（归一化、softmax）的上限。</translation>
    </message>
</context>
<context>
    <name>rooflab::DocumentFiles</name>
    <message>
        <source>%1-parameter model</source>
        <translation>%1 参数模型</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>加载 %1</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>%1 was not loaded; the current scenario is unchanged.

%2</source>
        <translation>未加载 %1；当前场景保持不变。

%2</translation>
    </message>
    <message>
        <source>Loaded %1 with warnings: %2</source>
        <translation>已加载 %1，但有警告：%2</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>已加载 %1</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json);;All files (*)</source>
        <translation>RoofLab 场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>scenario.json</source>
        <translation>scenario.json</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json)</source>
        <translation>RoofLab 场景 (*.json)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Cannot import model config</source>
        <translation>无法导入模型配置</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (a Hugging Face config.json is one).</source>
        <translation>%1 不是 JSON 对象（Hugging Face 的 config.json 是）。</translation>
    </message>
    <message>
        <source>%1 was not imported; the current scenario is unchanged.

%2</source>
        <translation>%1 未导入；当前场景保持不变。

%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Imported %1: %2 parameters</source>
        <translation>已导入 %1：%2 个参数</translation>
    </message>
    <message>
        <source>Import Model Config</source>
        <translation>导入模型配置</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Hugging Face 配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 is not a RoofLab scenario: save the scenario under another name</source>
        <translation>%1 不是 RoofLab 场景：请以其他名称保存场景</translation>
    </message>
</context>
<context>
    <name>rooflab::ExerciseCoach</name>
    <message>
        <source>The scenario has a problem (see the status bar): %1</source>
        <translation>场景有问题（见状态栏）：%1</translation>
    </message>
</context>
<context>
    <name>rooflab::ExercisePanel</name>
    <message>
        <source>Exercise %1 of %2 - %3</source>
        <translation>练习 %1 / %2 - %3</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Lectures &gt; Exercises starts the first one.</source>
        <translation>“讲座 &gt; 练习”开始第一题。</translation>
    </message>
    <message>
        <source>&amp;Check my answer</source>
        <translation>检查我的答案(&amp;C)</translation>
    </message>
    <message>
        <source>Checks the scenario as the controls set it now against the question</source>
        <translation>按控件当前设置的场景检查是否回答了问题</translation>
    </message>
    <message>
        <source>Show how it is computed</source>
        <translation>显示计算过程</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Back to the lecture&apos;s scenario as the exercise began</source>
        <translation>回到练习开始时的讲座场景</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一题</translation>
    </message>
    <message>
        <source>Next exercise</source>
        <translation>下一题</translation>
    </message>
</context>
<context>
    <name>rooflab::Exercises</name>
    <message>
        <source>1 GPU</source>
        <translation>1 块 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 块 GPU</translation>
    </message>
    <message>
        <source>a micro-batch of %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 参数</translation>
    </message>
    <message>
        <source>it needs %1 per GPU, the GPU has %2</source>
        <translation>每块 GPU 需要 %1，而 GPU 只有 %2</translation>
    </message>
    <message>
        <source>the host&apos;s memory is too small for what is offloaded</source>
        <translation>主机内存放不下卸载的内容</translation>
    </message>
    <message>
        <source>the run takes %1 days, more than %2</source>
        <translation>运行需要 %1 天，超过 %2 天</translation>
    </message>
    <message>
        <source> Typed in exactly, %1 GPUs are the fewest.</source>
        <translation> 精确输入的话，最少需要 %1 块 GPU。</translation>
    </message>
    <message>
        <source> Typed in exactly, up to %1 fit.</source>
        <translation> 精确输入的话，最多可容纳 %1。</translation>
    </message>
    <message>
        <source> The fit search finds up to %1 parameters.</source>
        <translation> 容量搜索得到最多 %1 参数。</translation>
    </message>
    <message>
        <source>This 7B model does not train on one H100: AdamW in mixed precision keeps 18 bytes per parameter before any activation. Set the ZeRO stage to 3 and find the fewest H100s it trains on: drag (or type) the GPU count.</source>
        <translation>这个 7B 模型无法在一块 H100 上训练：混合精度的 AdamW 在任何激活之前就要每参数 18 字节。把 ZeRO 阶段设为 3，找出能训练它的最少 H100 数量：拖动（或输入）GPU 数。</translation>
    </message>
    <message>
        <source>ZeRO-3 over 8 H100s: how large can the model be? Drag the model size up from 7B to the largest that still trains.</source>
        <translation>在 8 块 H100 上使用 ZeRO-3：模型最大能有多大？把模型规模从 7B 往上拖，直到仍能训练的最大值。</translation>
    </message>
    <message>
        <source>Llama 2 7B does not fit on these 8 H100s with plain data parallelism (ZeRO 0), not even at micro-batch 1. Set the ZeRO stage to 2 and find the largest micro-batch that fits.</source>
        <translation>在纯数据并行（ZeRO 0）下，Llama 2 7B 放不进这 8 块 H100，即使微批次为 1 也不行。把 ZeRO 阶段设为 2，找出能放下的最大微批次。</translation>
    </message>
    <message>
        <source>The 70B model on 15T tokens: how many H100s finish the run within 120 days at the predicted speed? Drag the GPU count to the fewest.</source>
        <translation>70B 模型训练 15T token：按预测速度，多少块 H100 能在 120 天内完成？把 GPU 数拖到最少。</translation>
    </message>
    <message>
        <source>Llama-3.1-8B with each sequence split over 8 GPUs (context parallelism): drag the sequence length up from 8,192 tokens to the longest that still trains.</source>
        <translation>Llama-3.1-8B，每条序列分到 8 块 GPU 上（上下文并行）：把序列长度从 8,192 token 往上拖，直到仍能训练的最长值。</translation>
    </message>
    <message>
        <source>Set the ZeRO stage to %1 first.</source>
        <translation>先把 ZeRO 阶段设为 %1。</translation>
    </message>
    <message>
        <source>Not yet: with %1, %2.</source>
        <translation>还不对：使用 %1 时，%2。</translation>
    </message>
    <message>
        <source>With %1 it works, and with %2 too: go further.</source>
        <translation>%1 可以，%2 也可以：继续。</translation>
    </message>
    <message>
        <source>With %1 it works, but with %2 too: fewer will do.</source>
        <translation>%1 可以，但 %2 也可以：更少就够了。</translation>
    </message>
    <message>
        <source>Right: with %1 it works; with %2, %3.</source>
        <translation>正确：%1 可以；使用 %2 时，%3。</translation>
    </message>
    <message>
        <source>Right: with %1 it works, and the controls go no further.</source>
        <translation>正确：%1 可以，控件也无法再往前。</translation>
    </message>
</context>
<context>
    <name>rooflab::Explain</name>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>FLOPs per multiply-add</source>
        <translation>每次乘加的 FLOPs</translation>
    </message>
    <message>
        <source>forward FLOPs of one layer</source>
        <translation>单层前向 FLOPs</translation>
    </message>
    <message>
        <source>QKV projection 2 s h (q + 2 kv)</source>
        <translation>QKV 投影 2 s h (q + 2 kv)</translation>
    </message>
    <message>
        <source>scores 2 s² q</source>
        <translation>注意力分数 2 s² q</translation>
    </message>
    <message>
        <source>softmax 3 a s²</source>
        <translation>softmax 3 a s²</translation>
    </message>
    <message>
        <source>MLP (4 or 6) s h d_ff</source>
        <translation>MLP (4 或 6) s h d_ff</translation>
    </message>
    <message>
        <source>forward FLOPs of the layers</source>
        <translation>各层前向 FLOPs</translation>
    </message>
    <message>
        <source>embedding FLOPs</source>
        <translation>嵌入层 FLOPs</translation>
    </message>
    <message>
        <source>final logits FLOPs</source>
        <translation>最终 logits FLOPs</translation>
    </message>
    <message>
        <source>forward FLOPs per sequence</source>
        <translation>每条序列的前向 FLOPs</translation>
    </message>
    <message>
        <source>sustained cluster FLOP/s</source>
        <translation>集群持续 FLOP/s</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>peak per GPU</source>
        <translation>单 GPU 峰值</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>training FLOPs</source>
        <translation>训练 FLOPs</translation>
    </message>
    <message>
        <source>seconds per day</source>
        <translation>每天秒数</translation>
    </message>
    <message>
        <source>training FLOPs (6ND)</source>
        <translation>训练 FLOPs（6ND）</translation>
    </message>
    <message>
        <source>FLOPs per parameter and token (2 forward + 4 backward)</source>
        <translation>每参数每 token 的 FLOPs（前向 2 + 反向 4）</translation>
    </message>
    <message>
        <source>parameters (active)</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>training FLOPs (detailed)</source>
        <translation>训练 FLOPs（详细）</translation>
    </message>
    <message>
        <source>forward + backward (1 + 2)</source>
        <translation>前向 + 反向（1 + 2）</translation>
    </message>
    <message>
        <source>training days</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <source>training days (detailed FLOPs)</source>
        <translation>训练天数（按详细 FLOPs）</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>hours per day</source>
        <translation>每天小时数</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>sequences in the batch</source>
        <translation>批次中的序列数</translation>
    </message>
    <message>
        <source>context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>tensor-parallel GPUs</source>
        <translation>张量并行 GPU 数</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每 token 的 KV 缓存</translation>
    </message>
    <message>
        <source>keys and values</source>
        <translation>键和值</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>inference weights</source>
        <translation>推理权重</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>model-parallel GPUs (tp × pp)</source>
        <translation>模型并行 GPU 数（tp × pp）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>GPUs splitting the KV heads</source>
        <translation>切分 KV 头的 GPU 数</translation>
    </message>
    <message>
        <source>transient activations</source>
        <translation>临时激活值</translation>
    </message>
    <message>
        <source>one layer&apos;s widest tensors</source>
        <translation>单层中最宽的张量</translation>
    </message>
    <message>
        <source>width (2 d_model + MLP tensors)</source>
        <translation>宽度（2 d_model + MLP 张量）</translation>
    </message>
    <message>
        <source>attention scores</source>
        <translation>注意力分数</translation>
    </message>
    <message>
        <source>heads on this GPU</source>
        <translation>本 GPU 上的头数</translation>
    </message>
    <message>
        <source>last-position logits</source>
        <translation>最后位置的 logits</translation>
    </message>
    <message>
        <source>vocabulary on this GPU</source>
        <translation>本 GPU 上的词表大小</translation>
    </message>
    <message>
        <source>inference total per GPU</source>
        <translation>每 GPU 推理显存总量</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>传输字节数</translation>
    </message>
    <message>
        <source>layers on this GPU</source>
        <translation>本 GPU 上的层数</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2, recompute)</source>
        <translation>遍数（前向、反向 ×2、重计算）</translation>
    </message>
    <message>
        <source>bytes of one product</source>
        <translation>单次矩阵乘的字节数</translation>
    </message>
    <message>
        <source>A (M × K activations)</source>
        <translation>A（M × K 激活值）</translation>
    </message>
    <message>
        <source>B (K × N weights)</source>
        <translation>B（K × N 权重）</translation>
    </message>
    <message>
        <source>C (M × N output)</source>
        <translation>C（M × N 输出）</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>元素数</translation>
    </message>
    <message>
        <source>FLOPs per element</source>
        <translation>每元素 FLOPs</translation>
    </message>
    <message>
        <source>bytes per element</source>
        <translation>每元素字节数</translation>
    </message>
    <message>
        <source>arithmetic intensity</source>
        <translation>算术强度</translation>
    </message>
    <message>
        <source>tensor-core peak</source>
        <translation>Tensor Core 峰值</translation>
    </message>
    <message>
        <source>CUDA-core peak</source>
        <translation>CUDA Core 峰值</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>bandwidth roof</source>
        <translation>带宽上限</translation>
    </message>
    <message>
        <source>attainable FLOP/s</source>
        <translation>可达 FLOP/s</translation>
    </message>
    <message>
        <source>compute time</source>
        <translation>计算时间</translation>
    </message>
    <message>
        <source>memory time</source>
        <translation>访存时间</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>ridge point</source>
        <translation>拐点</translation>
    </message>
    <message>
        <source>dense peak</source>
        <translation>稠密峰值</translation>
    </message>
    <message>
        <source>QKV projection</source>
        <translation>QKV 投影</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 b a q k d_head)</source>
        <translation>每层 FLOPs（2 b a q k d_head）</translation>
    </message>
    <message>
        <source>attention (FlashAttention)</source>
        <translation>注意力（FlashAttention）</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores, softmax, × V)</source>
        <translation>每层 FLOPs（分数、softmax、× V）</translation>
    </message>
    <message>
        <source>bytes per layer (read Q, K, V, write O)</source>
        <translation>每层字节数（读 Q、K、V，写 O）</translation>
    </message>
    <message>
        <source>attention scores QK^T</source>
        <translation>注意力分数 QK^T</translation>
    </message>
    <message>
        <source>bytes per layer (Q, K, scores)</source>
        <translation>每层字节数（Q、K、分数）</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>FLOPs per layer (3 b a q k)</source>
        <translation>每层 FLOPs（3 b a q k）</translation>
    </message>
    <message>
        <source>bytes per layer (read and write the scores)</source>
        <translation>每层字节数（读写分数）</translation>
    </message>
    <message>
        <source>attention x V</source>
        <translation>注意力 x V</translation>
    </message>
    <message>
        <source>bytes per layer (scores, V, output)</source>
        <translation>每层字节数（分数、V、输出）</translation>
    </message>
    <message>
        <source>output projection</source>
        <translation>输出投影</translation>
    </message>
    <message>
        <source>MLP gate + up</source>
        <translation>MLP gate 与 up 投影</translation>
    </message>
    <message>
        <source>MLP up</source>
        <translation>MLP up 投影</translation>
    </message>
    <message>
        <source>SwiGLU (SiLU x up)</source>
        <translation>SwiGLU（SiLU x up）</translation>
    </message>
    <message>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <source>MLP down</source>
        <translation>MLP down 投影</translation>
    </message>
    <message>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>residual add</source>
        <translation>残差相加</translation>
    </message>
    <message>
        <source>LM head</source>
        <translation>LM 输出头</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>交叉熵</translation>
    </message>
    <message>
        <source>time of one micro-batch</source>
        <translation>单个微批次的时间</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>prefill time</source>
        <translation>预填充时间</translation>
    </message>
    <message>
        <source>time per generated token</source>
        <translation>每个生成 token 的时间</translation>
    </message>
    <message>
        <source>model FLOPs on this GPU</source>
        <translation>本 GPU 上的模型 FLOPs</translation>
    </message>
    <message>
        <source>forward and backward time</source>
        <translation>前向与反向时间</translation>
    </message>
    <message>
        <source>gradient accumulation steps</source>
        <translation>梯度累积步数</translation>
    </message>
    <message>
        <source>optimizer update (per step)</source>
        <translation>优化器更新（每步）</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次大小</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>tokens in the batch</source>
        <translation>批次中的 token 数</translation>
    </message>
    <message>
        <source>peak FLOPs in that time</source>
        <translation>该时间内的峰值 FLOPs</translation>
    </message>
    <message>
        <source>predicted MFU (no communication)</source>
        <translation>预测 MFU（不含通信）</translation>
    </message>
    <message>
        <source>parameters on this GPU</source>
        <translation>本 GPU 上的参数量</translation>
    </message>
    <message>
        <source>data-parallel GPUs sharing it</source>
        <translation>切分它的数据并行 GPU 数</translation>
    </message>
    <message>
        <source>tokens (s × b)</source>
        <translation>token 数（s × b）</translation>
    </message>
    <message>
        <source>activations of one layer</source>
        <translation>单层激活值</translation>
    </message>
    <message>
        <source>input of one layer</source>
        <translation>单层输入</translation>
    </message>
    <message>
        <source>momentum</source>
        <translation>动量</translation>
    </message>
    <message>
        <source>sum of squared gradients</source>
        <translation>梯度平方和</translation>
    </message>
    <message>
        <source>squared-gradient average</source>
        <translation>梯度平方均值</translation>
    </message>
    <message>
        <source>momentum (m)</source>
        <translation>动量（m）</translation>
    </message>
    <message>
        <source>variance (v)</source>
        <translation>方差（v）</translation>
    </message>
    <message>
        <source>momentum (m, 8-bit)</source>
        <translation>动量（m，8 位）</translation>
    </message>
    <message>
        <source>variance (v, 8-bit)</source>
        <translation>方差（v，8 位）</translation>
    </message>
    <message>
        <source>row/column statistics</source>
        <translation>行/列统计量</translation>
    </message>
    <message>
        <source>row and column sums of every matrix</source>
        <translation>各矩阵的行和与列和</translation>
    </message>
    <message>
        <source>share of the parameters on this GPU</source>
        <translation>本 GPU 上的参数占比</translation>
    </message>
    <message>
        <source>attention block: norm and QKV inputs, dropout mask</source>
        <translation>注意力块：归一化与 QKV 输入、dropout 掩码</translation>
    </message>
    <message>
        <source>Q, K, V and projection input</source>
        <translation>Q、K、V 与投影输入</translation>
    </message>
    <message>
        <source>softmax statistics (FlashAttention)</source>
        <translation>softmax 统计量（FlashAttention）</translation>
    </message>
    <message>
        <source>bytes (fp32 log-sum-exp)</source>
        <translation>字节（fp32 log-sum-exp）</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>attention scores: softmax output and dropout</source>
        <translation>注意力分数：softmax 输出与 dropout</translation>
    </message>
    <message>
        <source>keys per query (s)</source>
        <translation>每个查询的键数（s）</translation>
    </message>
    <message>
        <source>bytes per score (e + mask × (1 + e))</source>
        <translation>每个分数的字节数（e + mask × (1 + e)）</translation>
    </message>
    <message>
        <source>MLP block: norm and MLP inputs, dropout mask</source>
        <translation>MLP 块：归一化与 MLP 输入、dropout 掩码</translation>
    </message>
    <message>
        <source>MLP intermediates</source>
        <translation>MLP 中间张量</translation>
    </message>
    <message>
        <source>d_ff</source>
        <translation>d_ff</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 2, SwiGLU 3)</source>
        <translation>d_ff 宽的张量数（GELU 2，SwiGLU 3）</translation>
    </message>
    <message>
        <source>d_model-wide tensors</source>
        <translation>d_model 宽的张量</translation>
    </message>
    <message>
        <source>attention block</source>
        <translation>注意力块</translation>
    </message>
    <message>
        <source>MLP block</source>
        <translation>MLP 块</translation>
    </message>
    <message>
        <source>head- and d_ff-wide tensors</source>
        <translation>头宽与 d_ff 宽的张量</translation>
    </message>
    <message>
        <source>d_model-wide tensors on this GPU</source>
        <translation>本 GPU 上 d_model 宽的张量</translation>
    </message>
    <message>
        <source>sequence-parallel GPUs</source>
        <translation>序列并行 GPU 数</translation>
    </message>
    <message>
        <source>head- and d_ff-wide tensors on this GPU</source>
        <translation>本 GPU 上头宽与 d_ff 宽的张量</translation>
    </message>
    <message>
        <source>activations kept per micro-batch</source>
        <translation>每个微批次保留的激活值</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>检查点数</translation>
    </message>
    <message>
        <source>segment being recomputed</source>
        <translation>正在重计算的段</translation>
    </message>
    <message>
        <source>layers per segment (k)</source>
        <translation>每段层数（k）</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>micro-batches in flight</source>
        <translation>在途微批次</translation>
    </message>
    <message>
        <source>micro-batches in flight (1F1B)</source>
        <translation>在途微批次数（1F1B）</translation>
    </message>
    <message>
        <source>all-gathered projection inputs (attention, MLP)</source>
        <translation>all-gather 汇集的投影输入（注意力、MLP）</translation>
    </message>
    <message>
        <source>unsharded gradients accumulated over the micro-batches</source>
        <translation>跨微批次累积的未分片梯度</translation>
    </message>
    <message>
        <source>layer being recomputed</source>
        <translation>正在重计算的层</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>master weights</source>
        <translation>主权重</translation>
    </message>
    <message>
        <source>parameters this GPU updates</source>
        <translation>本 GPU 更新的参数量</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>gathered layers</source>
        <translation>聚合的层</translation>
    </message>
    <message>
        <source>layers (current + prefetched)</source>
        <translation>层数（当前 + 预取）</translation>
    </message>
    <message>
        <source>share of one layer</source>
        <translation>单层占比</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>model-state bytes per parameter</source>
        <translation>每参数模型状态字节数</translation>
    </message>
    <message>
        <source>weights, gradients, master weights and optimizer states</source>
        <translation>权重、梯度、主权重与优化器状态</translation>
    </message>
    <message>
        <source>largest model (napkin)</source>
        <translation>最大模型（粗略估算）</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>attention width</source>
        <translation>注意力宽度</translation>
    </message>
    <message>
        <source>values per token</source>
        <translation>每 token 的数值个数</translation>
    </message>
    <message>
        <source>projection inputs (one per projection under autocast)</source>
        <translation>投影输入（autocast 下每个投影一份）</translation>
    </message>
    <message>
        <source>Q, K, V at the query width</source>
        <translation>按查询宽度的 Q、K、V</translation>
    </message>
    <message>
        <source>softmax log-sum-exp</source>
        <translation>softmax 的 log-sum-exp</translation>
    </message>
    <message>
        <source>attention output (projection input)</source>
        <translation>注意力输出（投影输入）</translation>
    </message>
    <message>
        <source>scores per token (heads × s)</source>
        <translation>每 token 的分数个数（头数 × s）</translation>
    </message>
    <message>
        <source>softmax output</source>
        <translation>softmax 输出</translation>
    </message>
    <message>
        <source>probabilities for the value matmul</source>
        <translation>用于与 V 相乘的概率</translation>
    </message>
    <message>
        <source>attention dropout mask</source>
        <translation>注意力 dropout 掩码</translation>
    </message>
    <message>
        <source>output dropout masks (2 blocks)</source>
        <translation>输出 dropout 掩码（2 个块）</translation>
    </message>
    <message>
        <source>MLP intermediates in fp32 (gelu_new: x, tanh, 1 + tanh)</source>
        <translation>MLP 中间张量，fp32（gelu_new：x、tanh、1 + tanh）</translation>
    </message>
    <message>
        <source>activations outside the layers</source>
        <translation>层外的激活值</translation>
    </message>
    <message>
        <source>token ids and labels (int64)</source>
        <translation>token id 与标签（int64）</translation>
    </message>
    <message>
        <source>embedding dropout mask</source>
        <translation>嵌入层 dropout 掩码</translation>
    </message>
    <message>
        <source>final RMSNorm input and square in fp32</source>
        <translation>最后一个 RMSNorm 的输入与平方，fp32</translation>
    </message>
    <message>
        <source>final RMSNorm output</source>
        <translation>最后一个 RMSNorm 的输出</translation>
    </message>
    <message>
        <source>rotary cos and sin</source>
        <translation>旋转位置编码的 cos 与 sin</translation>
    </message>
    <message>
        <source>final LayerNorm input</source>
        <translation>最后一个 LayerNorm 的输入</translation>
    </message>
    <message>
        <source>final LayerNorm mean and 1/std</source>
        <translation>最后一个 LayerNorm 的均值与 1/std</translation>
    </message>
    <message>
        <source>LM head input</source>
        <translation>LM head 的输入</translation>
    </message>
    <message>
        <source>attention dropout</source>
        <translation>注意力 dropout</translation>
    </message>
    <message>
        <source>tokens per second per model replica</source>
        <translation>每个模型副本每秒 token 数</translation>
    </message>
    <message>
        <source>tokens per second per GPU (roofline bound)</source>
        <translation>每 GPU 每秒 token 数（Roofline 上限）</translation>
    </message>
    <message>
        <source>16-bit weight copies (autocast)</source>
        <translation>权重的 16 位副本（autocast）</translation>
    </message>
    <message>
        <source>loss buffers</source>
        <translation>损失缓冲区</translation>
    </message>
    <message>
        <source>optimizer scratch</source>
        <translation>优化器临时缓冲</translation>
    </message>
    <message>
        <source>end of the forward</source>
        <translation>前向结束时</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>start of the backward (loss gradients)</source>
        <translation>反向开始时（损失的梯度）</translation>
    </message>
    <message>
        <source>backward of the last layer</source>
        <translation>最后一层的反向</translation>
    </message>
    <message>
        <source>end of the backward (all gradients)</source>
        <translation>反向结束时（全部梯度）</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>优化器步</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>peak of the step</source>
        <translation>该步的峰值</translation>
    </message>
    <message>
        <source>micro-batches per step (gradient accumulation)</source>
        <translation>每步的微批次数（梯度累积）</translation>
    </message>
    <message>
        <source>compute time of one micro-batch</source>
        <translation>单个微批次的计算时间</translation>
    </message>
    <message>
        <source>latency of one collective step</source>
        <translation>一次集合通信步骤的延迟</translation>
    </message>
    <message>
        <source>bus bandwidth</source>
        <translation>总线带宽</translation>
    </message>
    <message>
        <source>step time (with communication)</source>
        <translation>单步时间（含通信）</translation>
    </message>
    <message>
        <source>transfer time</source>
        <translation>传输时间</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>ring steps</source>
        <translation>环形步数</translation>
    </message>
    <message>
        <source>one collective</source>
        <translation>一次集合通信</translation>
    </message>
    <message>
        <source>achieved memory bandwidth</source>
        <translation>实际达到的显存带宽</translation>
    </message>
    <message>
        <source>compute time at achieved efficiency</source>
        <translation>按实际效率的计算时间</translation>
    </message>
    <message>
        <source>FLOPs executed</source>
        <translation>执行的 FLOPs</translation>
    </message>
    <message>
        <source>fraction of peak reached</source>
        <translation>达到峰值的比例</translation>
    </message>
    <message>
        <source>memory time at achieved bandwidth</source>
        <translation>按实际带宽的访存时间</translation>
    </message>
    <message>
        <source>achieved time</source>
        <translation>实际时间</translation>
    </message>
    <message>
        <source>tensor-parallel communication per micro-batch</source>
        <translation>每个微批次的张量并行通信</translation>
    </message>
    <message>
        <source>bytes sent per reduce-scatter or all-gather ((t-1)/t × b s h)</source>
        <translation>每次 reduce-scatter 或 all-gather 发送的字节数（(t-1)/t × b s h）</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(t-1)/t × b s h)</source>
        <translation>每次 all-reduce 发送的字节数（2(t-1)/t × b s h）</translation>
    </message>
    <message>
        <source>pipeline send/receive per micro-batch</source>
        <translation>每个微批次的流水线发送/接收</translation>
    </message>
    <message>
        <source>one gradient accumulation</source>
        <translation>一次梯度累积</translation>
    </message>
    <message>
        <source>gradients accumulated on this GPU</source>
        <translation>本 GPU 上累积的梯度数</translation>
    </message>
    <message>
        <source>bytes per gradient (read new, read and write the sum)</source>
        <translation>每个梯度的字节数（读新梯度，读写累加和）</translation>
    </message>
    <message>
        <source>gradient accumulation per micro-batch</source>
        <translation>每个微批次的梯度累积</translation>
    </message>
    <message>
        <source>accumulations per step</source>
        <translation>每步的累积次数</translation>
    </message>
    <message>
        <source>pipeline sends per micro-batch</source>
        <translation>每个微批次的流水线发送</translation>
    </message>
    <message>
        <source>pipeline all-gathers per micro-batch (scatter/gather)</source>
        <translation>每个微批次的流水线 all-gather（scatter/gather）</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((t-1)/t × b s h)</source>
        <translation>每次 all-gather 发送的字节数（(t-1)/t × b s h）</translation>
    </message>
    <message>
        <source>received tensors per micro-batch (forward + backward, × virtual stages)</source>
        <translation>每个微批次接收的张量数（前向 + 反向，× 虚拟阶段数）</translation>
    </message>
    <message>
        <source>bytes per send (b s h / t)</source>
        <translation>每次发送的字节数（b s h / t）</translation>
    </message>
    <message>
        <source>sends per micro-batch (forward + backward, × virtual stages)</source>
        <translation>每个微批次的发送次数（前向 + 反向，× 虚拟阶段数）</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>pipeline communication</source>
        <translation>流水线通信</translation>
    </message>
    <message>
        <source>ideal pipeline time</source>
        <translation>理想流水线时间</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>pipeline stages - 1</source>
        <translation>流水线阶段数 - 1</translation>
    </message>
    <message>
        <source>virtual stages</source>
        <translation>虚拟阶段数</translation>
    </message>
    <message>
        <source>data-parallel gradient reduction</source>
        <translation>数据并行梯度归约</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(d-1)/d × gradients)</source>
        <translation>每次 all-reduce 发送的字节数（2(d-1)/d × 梯度）</translation>
    </message>
    <message>
        <source>bytes sent per reduce-scatter ((d-1)/d × gradients)</source>
        <translation>每次 reduce-scatter 发送的字节数（(d-1)/d × 梯度）</translation>
    </message>
    <message>
        <source>ZeRO parameter all-gathers</source>
        <translation>ZeRO 参数 all-gather</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((d-1)/d × weights)</source>
        <translation>每次 all-gather 发送的字节数（(d-1)/d × 权重）</translation>
    </message>
    <message>
        <source>exposed data-parallel communication</source>
        <translation>未被掩盖的数据并行通信</translation>
    </message>
    <message>
        <source>exposed fraction (not hidden by compute)</source>
        <translation>暴露比例（未被计算掩盖）</translation>
    </message>
    <message>
        <source>exposed ZeRO communication</source>
        <translation>未被掩盖的 ZeRO 通信</translation>
    </message>
    <message>
        <source>backward of the last micro-batch</source>
        <translation>最后一个微批次的反向</translation>
    </message>
    <message>
        <source>backward share (2 of 3 passes)</source>
        <translation>反向所占比例（3 遍中的 2 遍）</translation>
    </message>
    <message>
        <source>hidden gradient reduction</source>
        <translation>被掩盖的梯度归约</translation>
    </message>
    <message>
        <source>all but the last bucket</source>
        <translation>除最后一个 bucket 外的全部</translation>
    </message>
    <message>
        <source>compute slowed by overlapped communication</source>
        <translation>被重叠通信拖慢的计算</translation>
    </message>
    <message>
        <source>overlapped communication</source>
        <translation>重叠的通信</translation>
    </message>
    <message>
        <source>slowdown while overlapping</source>
        <translation>重叠期间的减速</translation>
    </message>
    <message>
        <source>model FLOPs per step</source>
        <translation>每步的模型 FLOPs</translation>
    </message>
    <message>
        <source>model FLOPs per token (6N + attention)</source>
        <translation>每 token 的模型 FLOPs（6N + 注意力）</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>每步 token 数</translation>
    </message>
    <message>
        <source>hardware FLOPs per step</source>
        <translation>每步的硬件 FLOPs</translation>
    </message>
    <message>
        <source>recomputation FLOPs</source>
        <translation>重计算 FLOPs</translation>
    </message>
    <message>
        <source>peak FLOPs of all GPUs in a step</source>
        <translation>一个步内所有 GPU 的峰值 FLOPs</translation>
    </message>
    <message>
        <source>GPUs (d × t × p)</source>
        <translation>GPU 数（d × t × p）</translation>
    </message>
    <message>
        <source>predicted MFU</source>
        <translation>预测 MFU</translation>
    </message>
    <message>
        <source>predicted HFU</source>
        <translation>预测 HFU</translation>
    </message>
    <message>
        <source>tokens per second (whole job)</source>
        <translation>每秒 token 数（整个作业）</translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation>每 GPU 每秒 token 数</translation>
    </message>
    <message>
        <source>loss buffers: fp32 copy and log-probabilities</source>
        <translation>损失缓冲区：fp32 副本与对数概率</translation>
    </message>
    <message>
        <source>loss buffers: log-probabilities and two gradients</source>
        <translation>损失缓冲区：对数概率与两个梯度</translation>
    </message>
    <message>
        <source>logits of one chunk</source>
        <translation>单个分块的 logits</translation>
    </message>
    <message>
        <source>tokens per chunk</source>
        <translation>每个分块的 token 数</translation>
    </message>
    <message>
        <source>gradient of the head&apos;s input</source>
        <translation>输出头输入的梯度</translation>
    </message>
    <message>
        <source>loss buffers (chunked)</source>
        <translation>损失缓冲区（分块）</translation>
    </message>
    <message>
        <source>share in weight matrices</source>
        <translation>权重矩阵中的占比</translation>
    </message>
    <message>
        <source>gradients of the output layer</source>
        <translation>输出层的梯度</translation>
    </message>
    <message>
        <source>share in the output layer</source>
        <translation>输出层中的占比</translation>
    </message>
    <message>
        <source>optimizer scratch (foreach)</source>
        <translation>优化器临时缓冲（foreach）</translation>
    </message>
    <message>
        <source>temporaries per parameter</source>
        <translation>每参数的临时张量数</translation>
    </message>
    <message>
        <source>optimizer scratch (per tensor)</source>
        <translation>优化器临时缓冲（逐张量）</translation>
    </message>
    <message>
        <source>largest parameter tensor</source>
        <translation>最大的参数张量</translation>
    </message>
    <message>
        <source>temporaries at once</source>
        <translation>同时存在的临时张量数</translation>
    </message>
    <message>
        <source>training days at the predicted speed</source>
        <translation>按预测速度的训练天数</translation>
    </message>
    <message>
        <source>tokens per second, all GPUs</source>
        <translation>每秒 token 数（所有 GPU）</translation>
    </message>
    <message>
        <source>adapter parameters on this GPU</source>
        <translation>此 GPU 上的适配器参数</translation>
    </message>
    <message>
        <source>frozen weights</source>
        <translation>冻结权重</translation>
    </message>
    <message>
        <source>bytes per parameter (layer matrices in the base format, the rest in its dtype)</source>
        <translation>每参数字节数（层矩阵按基础格式，其余按其数据类型）</translation>
    </message>
    <message>
        <source>adapter parameters (rank × (in + out) per adapted matrix)</source>
        <translation>适配器参数（每个适配矩阵 秩 × (输入 + 输出)）</translation>
    </message>
    <message>
        <source>share of the layers on this stage</source>
        <translation>此流水线阶段的层占比</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>adapter gradients</source>
        <translation>适配器梯度</translation>
    </message>
    <message>
        <source>dequantised weight matrix (one at a time)</source>
        <translation>反量化的权重矩阵（一次一个）</translation>
    </message>
    <message>
        <source>values of the largest layer matrix on this GPU</source>
        <translation>此 GPU 上最大层矩阵的元素数</translation>
    </message>
    <message>
        <source>weight copies</source>
        <translation>权重副本</translation>
    </message>
    <message>
        <source>adapter inputs (a copy per adapter when cast)</source>
        <translation>适配器输入（类型转换时每个适配器一份副本）</translation>
    </message>
    <message>
        <source>adapter rank-wide outputs (lora_A)</source>
        <translation>适配器秩宽输出（lora_A）</translation>
    </message>
    <message>
        <source>rank × adapted matrices</source>
        <translation>秩 × 适配矩阵数</translation>
    </message>
    <message>
        <source>MLP intermediates (gate, silu, up)</source>
        <translation>MLP 中间值（gate、silu、up）</translation>
    </message>
    <message>
        <source>MLP intermediates (x/2)</source>
        <translation>MLP 中间值（x/2）</translation>
    </message>
    <message>
        <source>MLP intermediates (gelu_new: x, tanh, 1 + tanh, x/2)</source>
        <translation>MLP 中间值（gelu_new：x、tanh、1 + tanh、x/2）</translation>
    </message>
    <message>
        <source>MLP output (down projection input)</source>
        <translation>MLP 输出（down 投影的输入）</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, block input, mask)</source>
        <translation>每个词元每通道的字节数（归一化输入、块输入、掩码）</translation>
    </message>
    <message>
        <source>tokens in the profiling batch</source>
        <translation>分析批次中的词元数</translation>
    </message>
    <message>
        <source>vLLM memory budget</source>
        <translation>vLLM 内存预算</translation>
    </message>
    <message>
        <source>card memory as CUDA reports it</source>
        <translation>CUDA 报告的显存总量</translation>
    </message>
    <message>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <source>serving weights</source>
        <translation>推理服务权重</translation>
    </message>
    <message>
        <source>profiling forward</source>
        <translation>分析用前向传播</translation>
    </message>
    <message>
        <source>width (2 d_model + widest block)</source>
        <translation>宽度（2 d_model + 最宽的块）</translation>
    </message>
    <message>
        <source>profiling sampler</source>
        <translation>分析用采样器</translation>
    </message>
    <message>
        <source>logits and the sort&apos;s buffers</source>
        <translation>logits 及排序缓冲区</translation>
    </message>
    <message>
        <source>requests (max_num_seqs)</source>
        <translation>请求数（max_num_seqs）</translation>
    </message>
    <message>
        <source>bytes per logit at the top-k/top-p sort</source>
        <translation>top-k/top-p 排序时每个 logit 的字节数</translation>
    </message>
    <message>
        <source>hidden states of the batch</source>
        <translation>批次的隐藏状态</translation>
    </message>
    <message>
        <source>activation peak of the profiling run</source>
        <translation>分析运行的激活峰值</translation>
    </message>
    <message>
        <source>KV cache budget</source>
        <translation>KV 缓存预算</translation>
    </message>
    <message>
        <source>non-PyTorch memory (CUDA, NCCL)</source>
        <translation>PyTorch 之外的内存（CUDA、NCCL）</translation>
    </message>
    <message>
        <source>fine-tuning FLOPs (detailed)</source>
        <translation>微调 FLOPs（详细）</translation>
    </message>
    <message>
        <source>weight gradients of the frozen base, less the adapters&apos;</source>
        <translation>冻结基座的权重梯度（减去适配器的）</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 × tokens × adapter parameters)</source>
        <translation>每层 FLOPs（2 × 词元数 × 适配器参数）</translation>
    </message>
    <message>
        <source>bytes per layer (inputs and outputs of the adapters)</source>
        <translation>每层字节数（适配器的输入和输出）</translation>
    </message>
    <message>
        <source>full fine-tuning FLOPs</source>
        <translation>全量微调 FLOPs</translation>
    </message>
    <message>
        <source>attention output (kernel, projection input)</source>
        <translation>注意力输出（内核，投影输入）</translation>
    </message>
    <message>
        <source>attention output (adapter input)</source>
        <translation>注意力输出（适配器输入）</translation>
    </message>
    <message>
        <source>final RMSNorm input in fp32</source>
        <translation>最终 RMSNorm 输入（fp32）</translation>
    </message>
    <message>
        <source>q and k norms</source>
        <translation>q 和 k 的归一化</translation>
    </message>
    <message>
        <source>rotary embedding</source>
        <translation>旋转位置编码</translation>
    </message>
    <message>
        <source>dropout on the attention and MLP outputs</source>
        <translation>注意力和 MLP 输出上的 dropout</translation>
    </message>
    <message>
        <source>attention output to tokens (copy)</source>
        <translation>注意力输出转回 token（复制）</translation>
    </message>
    <message>
        <source>autocast: norm outputs cast per projection</source>
        <translation>autocast：每个投影转换一次归一化输出</translation>
    </message>
    <message>
        <source>autocast: 16-bit weight copies and gradient casts</source>
        <translation>autocast：16 位权重副本与梯度转换</translation>
    </message>
    <message>
        <source>runtime memory</source>
        <translation>运行时内存</translation>
    </message>
    <message>
        <source>runtime memory (set)</source>
        <translation>运行时内存（手动设定）</translation>
    </message>
    <message>
        <source>set per GPU</source>
        <translation>每 GPU 设定值</translation>
    </message>
    <message>
        <source>CUDA, cuBLAS and NCCL memory</source>
        <translation>CUDA、cuBLAS 与 NCCL 内存</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>per process</source>
        <translation>每进程</translation>
    </message>
    <message>
        <source>cuBLAS and cuBLASLt workspaces</source>
        <translation>cuBLAS 与 cuBLASLt 工作区</translation>
    </message>
    <message>
        <source>per stream on this GPU</source>
        <translation>此 GPU 上每个流</translation>
    </message>
    <message>
        <source>NCCL buffers</source>
        <translation>NCCL 缓冲区</translation>
    </message>
    <message>
        <source>communicators of this rank</source>
        <translation>此 rank 的通信器数</translation>
    </message>
    <message>
        <source>per communicator</source>
        <translation>每个通信器</translation>
    </message>
    <message>
        <source>allocator reserve</source>
        <translation>分配器预留</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>PyTorch 已分配</translation>
    </message>
    <message>
        <source>reserve share</source>
        <translation>预留比例</translation>
    </message>
    <message>
        <source>bytes this GPU dispatches (tokens × top_k × d_model)</source>
        <translation>本 GPU 发送的字节（token × top_k × d_model）</translation>
    </message>
    <message>
        <source>to the expert GPUs in this node</source>
        <translation>发往本节点内的专家 GPU</translation>
    </message>
    <message>
        <source>share to peers in the node ((n - 1) / ep)</source>
        <translation>发往节点内对端的份额（(n - 1) / ep）</translation>
    </message>
    <message>
        <source>intra-node bandwidth</source>
        <translation>节点内带宽</translation>
    </message>
    <message>
        <source>to the expert GPUs in other nodes</source>
        <translation>发往其他节点的专家 GPU</translation>
    </message>
    <message>
        <source>share to other nodes ((ep - n) / ep)</source>
        <translation>发往其他节点的份额（(ep - n) / ep）</translation>
    </message>
    <message>
        <source>inter-node bandwidth per GPU</source>
        <translation>每块 GPU 的节点间带宽</translation>
    </message>
    <message>
        <source>one expert all-to-all</source>
        <translation>一次专家 all-to-all</translation>
    </message>
    <message>
        <source>expert all-to-all per micro-batch</source>
        <translation>每个微批次的专家 all-to-all</translation>
    </message>
    <message>
        <source>MoE layers on this GPU</source>
        <translation>本 GPU 上的 MoE 层</translation>
    </message>
    <message>
        <source>dense parameters on this GPU</source>
        <translation>本 GPU 上的稠密参数</translation>
    </message>
    <message>
        <source>routed-expert parameters on this GPU</source>
        <translation>本 GPU 上的路由专家参数</translation>
    </message>
    <message>
        <source>share outside the routed experts (busiest stage)</source>
        <translation>路由专家之外的份额（最重的流水级）</translation>
    </message>
    <message>
        <source>share in the routed experts (busiest stage)</source>
        <translation>路由专家内的份额（最重的流水级）</translation>
    </message>
    <message>
        <source>expert-parallel GPUs (ep)</source>
        <translation>专家并行 GPU（ep）</translation>
    </message>
    <message>
        <source>expert tensor-parallel GPUs (etp)</source>
        <translation>专家张量并行 GPU（etp）</translation>
    </message>
    <message>
        <source>dense parameters in this GPU&apos;s shard</source>
        <translation>本 GPU 分片中的稠密参数</translation>
    </message>
    <message>
        <source>expert parameters in this GPU&apos;s shard</source>
        <translation>本 GPU 分片中的专家参数</translation>
    </message>
    <message>
        <source>expert-data-parallel GPUs (d × tp / (ep × etp))</source>
        <translation>专家数据并行 GPU（d × tp / (ep × etp)）</translation>
    </message>
    <message>
        <source>parameters in this GPU&apos;s ZeRO shard</source>
        <translation>本 GPU 的 ZeRO 分片中的参数</translation>
    </message>
    <message>
        <source>MoE routing tensors</source>
        <translation>MoE 路由张量</translation>
    </message>
    <message>
        <source>dispatched tokens (first expert GEMM&apos;s input)</source>
        <translation>分发的 token（第一个专家 GEMM 的输入）</translation>
    </message>
    <message>
        <source>routed copies per token (top_k × capacity factor)</source>
        <translation>每个 token 的路由副本（top_k × 容量因子）</translation>
    </message>
    <message>
        <source>gathered over expert tensor parallelism (etp)</source>
        <translation>在专家张量并行上汇集（etp）</translation>
    </message>
    <message>
        <source>router probabilities and row-id map</source>
        <translation>路由概率与行号映射</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>bytes (2 probability + 8 index)</source>
        <translation>字节（2 概率 + 8 索引）</translation>
    </message>
    <message>
        <source>shared expert intermediates</source>
        <translation>共享专家的中间结果</translation>
    </message>
    <message>
        <source>shared d_ff</source>
        <translation>共享 d_ff</translation>
    </message>
    <message>
        <source>expert inputs (gathered tokens)</source>
        <translation>专家输入（汇集的 token）</translation>
    </message>
    <message>
        <source>expert outputs (routing-weight product)</source>
        <translation>专家输出（与路由权重的乘积）</translation>
    </message>
    <message>
        <source>weighted expert outputs (index_add_ source)</source>
        <translation>加权专家输出（index_add_ 的源）</translation>
    </message>
    <message>
        <source>router softmax in fp32</source>
        <translation>fp32 路由 softmax</translation>
    </message>
    <message>
        <source>top-k expert indices</source>
        <translation>top-k 专家索引</translation>
    </message>
    <message>
        <source>top_k</source>
        <translation>top_k</translation>
    </message>
    <message>
        <source>shared expert intermediates (gate, silu, up, product)</source>
        <translation>共享专家的中间结果（gate、silu、up、乘积）</translation>
    </message>
    <message>
        <source>MoE router</source>
        <translation>MoE 路由器</translation>
    </message>
    <message>
        <source>MoE token permute and unpermute</source>
        <translation>MoE token 置换与逆置换</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <source>parameters of one MoE block on this GPU</source>
        <translation>本 GPU 上一个 MoE 块的参数</translation>
    </message>
    <message>
        <source>latent and rotary key (kv_lora_rank + qk_rope_head_dim)</source>
        <translation>潜在向量与旋转键（kv_lora_rank + qk_rope_head_dim）</translation>
    </message>
    <message>
        <source>attention (latent, absorbed)</source>
        <translation>注意力（潜在空间，吸收式）</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores over r + d_rope, values over r, softmax)</source>
        <translation>每层 FLOPs（在 r + d_rope 上打分，在 r 上取值，softmax）</translation>
    </message>
    <message>
        <source>bytes per layer (read the latent cache, Q, write O)</source>
        <translation>每层字节（读取潜在缓存、Q，写入 O）</translation>
    </message>
    <message>
        <source>tokens of a sequence on this GPU (s / cp)</source>
        <translation>本 GPU 上一条序列的词元数 (s / cp)</translation>
    </message>
    <message>
        <source>one ring step</source>
        <translation>一次环形步骤</translation>
    </message>
    <message>
        <source>K and V of this rank&apos;s tokens (2 b s/cp kv / t)</source>
        <translation>本秩词元的 K 和 V (2 b s/cp kv / t)</translation>
    </message>
    <message>
        <source>context-parallel ring per micro-batch</source>
        <translation>每个微批次的上下文并行环</translation>
    </message>
    <message>
        <source>ring steps per pass (cp - 1)</source>
        <translation>每次传递的环形步骤 (cp - 1)</translation>
    </message>
    <message>
        <source>model-parallel GPUs (tp × pp × cp)</source>
        <translation>模型并行 GPU (tp × pp × cp)</translation>
    </message>
    <message>
        <source>bf16 tensor-core peak</source>
        <translation>bf16 张量核心峰值</translation>
    </message>
    <message>
        <source>exposed ring per micro-batch</source>
        <translation>每个微批次暴露的环通信</translation>
    </message>
    <message>
        <source>hidden behind the attention of this micro-batch</source>
        <translation>隐藏在本微批次的注意力计算之后</translation>
    </message>
    <message>
        <source>GPUs (d × t × p × cp)</source>
        <translation>GPU 数 (d × t × p × cp)</translation>
    </message>
    <message>
        <source>fp32 parameter partition</source>
        <translation>fp32 参数分区</translation>
    </message>
    <message>
        <source>gradient partition on the host</source>
        <translation>主机上的梯度分区</translation>
    </message>
    <message>
        <source>16-bit upload buffer</source>
        <translation>16 位上传缓冲区</translation>
    </message>
    <message>
        <source>gradients on the GPU (offloaded)</source>
        <translation>GPU 上的梯度（已卸载）</translation>
    </message>
    <message>
        <source>gradient bucket (reduce_bucket_size)</source>
        <translation>梯度桶（reduce_bucket_size）</translation>
    </message>
    <message>
        <source>optimizer on NVMe</source>
        <translation>NVMe 上的优化器</translation>
    </message>
    <message>
        <source>on NVMe</source>
        <translation>在 NVMe 上</translation>
    </message>
    <message>
        <source>parameter shard</source>
        <translation>参数分片</translation>
    </message>
    <message>
        <source>pinned swap buffers</source>
        <translation>锁页交换缓冲区</translation>
    </message>
    <message>
        <source>elements (buffer_count × buffer_size)</source>
        <translation>元素数（buffer_count × buffer_size）</translation>
    </message>
    <message>
        <source>host memory of one GPU&apos;s process</source>
        <translation>单个 GPU 进程的主机内存</translation>
    </message>
    <message>
        <source>offloaded activations</source>
        <translation>卸载的激活</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>host memory per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <source>NVMe per node</source>
        <translation>每节点 NVMe</translation>
    </message>
    <message>
        <source>PCIe bandwidth (pinned copy)</source>
        <translation>PCIe 带宽（锁页拷贝）</translation>
    </message>
    <message>
        <source>bytes copied</source>
        <translation>拷贝的字节数</translation>
    </message>
    <message>
        <source>optimizer step on the host</source>
        <translation>主机上的优化器步骤</translation>
    </message>
    <message>
        <source>host memory traffic of the step</source>
        <translation>该步骤的主机内存流量</translation>
    </message>
    <message>
        <source>bytes read and written per process</source>
        <translation>每进程读写的字节数</translation>
    </message>
    <message>
        <source>host memory bandwidth per node</source>
        <translation>每节点主机内存带宽</translation>
    </message>
    <message>
        <source>share of it CPU-Adam reaches</source>
        <translation>CPU-Adam 达到的比例</translation>
    </message>
    <message>
        <source>NVMe swap of the optimizer</source>
        <translation>优化器的 NVMe 换入换出</translation>
    </message>
    <message>
        <source>bytes swapped in and out per process</source>
        <translation>每进程换入换出的字节数</translation>
    </message>
    <message>
        <source>NVMe bandwidth per node</source>
        <translation>每节点 NVMe 带宽</translation>
    </message>
    <message>
        <source>copies exposed in a forward</source>
        <translation>前向中暴露的拷贝</translation>
    </message>
    <message>
        <source>all hidden</source>
        <translation>全部被隐藏</translation>
    </message>
    <message>
        <source>host to GPU beyond the forward</source>
        <translation>超出前向的主机到 GPU 拷贝</translation>
    </message>
    <message>
        <source>GPU to host beyond the forward</source>
        <translation>超出前向的 GPU 到主机拷贝</translation>
    </message>
    <message>
        <source>copies exposed in a backward</source>
        <translation>反向中暴露的拷贝</translation>
    </message>
    <message>
        <source>host to GPU beyond the backward</source>
        <translation>超出反向的主机到 GPU 拷贝</translation>
    </message>
    <message>
        <source>GPU to host beyond the backward</source>
        <translation>超出反向的 GPU 到主机拷贝</translation>
    </message>
    <message>
        <source>upload of the updated parameters</source>
        <translation>上传更新后的参数</translation>
    </message>
    <message>
        <source>exposed offload copies</source>
        <translation>暴露的卸载拷贝</translation>
    </message>
    <message>
        <source>micro-batches after the first</source>
        <translation>第一个之后的微批次</translation>
    </message>
    <message>
        <source>one layer kept on the GPU (the rest offloaded)</source>
        <translation>GPU 上保留一层（其余卸载）</translation>
    </message>
    <message>
        <source>layers (or checkpoints) on this GPU</source>
        <translation>此 GPU 上的层（或检查点）</translation>
    </message>
    <message>
        <source>other micro-batches in flight</source>
        <translation>其他在途微批次</translation>
    </message>
    <message>
        <source>share of the first pipeline stage</source>
        <translation>流水线第一阶段的份额</translation>
    </message>
    <message>
        <source>share of the last pipeline stage</source>
        <translation>流水线最后阶段的份额</translation>
    </message>
    <message>
        <source>interleaved schedule (1 + (p - 1) / (p v))</source>
        <translation>交错调度（1 + (p - 1) / (p v)）</translation>
    </message>
    <message>
        <source>interleaved schedule, every micro-batch&apos;s forward first (m / in flight)</source>
        <translation>交错调度，先完成所有微批次的前向（m / 在途微批次数）</translation>
    </message>
    <message>
        <source>FP8, delayed scaling (per tensor)</source>
        <translation>FP8，延迟缩放（按张量）</translation>
    </message>
    <message>
        <source>FP8, current scaling (per tensor)</source>
        <translation>FP8，当前缩放（按张量）</translation>
    </message>
    <message>
        <source>FP8, block scaling (1 × 128, 128 × 128)</source>
        <translation>FP8，分块缩放（1 × 128，128 × 128）</translation>
    </message>
    <message>
        <source>MXFP8 (32-value blocks)</source>
        <translation>MXFP8（每块 32 个值）</translation>
    </message>
    <message>
        <source>NVFP4 (16-value blocks)</source>
        <translation>NVFP4（每块 16 个值）</translation>
    </message>
    <message>
        <source>block-scaled low precision</source>
        <translation>分块缩放的低精度</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, quantized block input, mask)</source>
        <translation>每个 token 每通道字节数（归一化输入、量化的块输入、掩码）</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 2, SwiGLU 3; the quantized down input in its bytes)</source>
        <translation>d_ff 宽张量（GELU 2，SwiGLU 3；量化的 down 输入按其字节计）</translation>
    </message>
    <message>
        <source>quantized projection input (delayed scaling)</source>
        <translation>量化的投影输入（延迟缩放）</translation>
    </message>
    <message>
        <source>FP8/FP4 weight copies</source>
        <translation>FP8/FP4 权重副本</translation>
    </message>
    <message>
        <source>matrix parameters of one layer</source>
        <translation>一层的矩阵参数</translation>
    </message>
    <message>
        <source>bytes per weight (rowwise + transposed copy)</source>
        <translation>每个权重的字节数（按行 + 转置副本）</translation>
    </message>
    <message>
        <source>GEMM input casts (FP8/FP4)</source>
        <translation>GEMM 输入转换（FP8/FP4）</translation>
    </message>
    <message>
        <source>FLOPs per layer (scale and amax: 2 per value)</source>
        <translation>每层 FLOPs（缩放与 amax：每个值 2 次）</translation>
    </message>
    <message>
        <source>bytes per layer (read 16 bits, write the quantized layouts)</source>
        <translation>每层字节数（读取 16 位，写入量化布局）</translation>
    </message>
    <message>
        <source>weight casts (FP8/FP4, once per step)</source>
        <translation>权重转换（FP8/FP4，每步一次）</translation>
    </message>
    <message>
        <source>parameters&apos; bytes</source>
        <translation>参数的字节数</translation>
    </message>
    <message>
        <source>rotary cos/sin table (vLLM)</source>
        <translation>旋转位置编码 cos/sin 表（vLLM）</translation>
    </message>
    <message>
        <source>scores × V 2 s² v</source>
        <translation>分数 × V 2 s² v</translation>
    </message>
    <message>
        <source>output projection 2 s v h</source>
        <translation>输出投影 2 s v h</translation>
    </message>
    <message>
        <source>latent attention: norm and up-projection inputs</source>
        <translation>潜在注意力：归一化与上投影的输入</translation>
    </message>
    <message>
        <source>latent widths (q_lora_rank + kv_lora_rank)</source>
        <translation>潜在宽度（q_lora_rank + kv_lora_rank）</translation>
    </message>
    <message>
        <source>tensors per latent (norm input, up-projection input)</source>
        <translation>每个潜在向量的张量数（归一化输入、上投影输入）</translation>
    </message>
    <message>
        <source>widths q + k + v + output</source>
        <translation>宽度 q + k + v + 输出</translation>
    </message>
    <message>
        <source>latent RMSNorm inputs in fp32</source>
        <translation>潜在 RMSNorm 输入，fp32</translation>
    </message>
    <message>
        <source>latent RMSNorm squares in fp32</source>
        <translation>潜在 RMSNorm 平方，fp32</translation>
    </message>
    <message>
        <source>latent RMSNorm 1/rms</source>
        <translation>潜在 RMSNorm 的 1/rms</translation>
    </message>
    <message>
        <source>latent RMSNorm outputs and up-projection inputs</source>
        <translation>潜在 RMSNorm 输出与上投影输入</translation>
    </message>
    <message>
        <source>widths 2 q + v</source>
        <translation>宽度 2 q + v</translation>
    </message>
    <message>
        <source>2 × rotary channels per head</source>
        <translation>2 × 每头旋转通道数</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 b a q k d_value)</source>
        <translation>每层 FLOPs（2 b a q k d_value）</translation>
    </message>
    <message>
        <source>MLP: top-k experts, shared expert and router, averaged with the dense layers</source>
        <translation>MLP：top-k 专家、共享专家与路由器，与稠密层取平均</translation>
    </message>
    <message>
        <source>MoE shared expert up</source>
        <translation>MoE 共享专家 up 投影</translation>
    </message>
    <message>
        <source>MoE shared expert SwiGLU</source>
        <translation>MoE 共享专家 SwiGLU</translation>
    </message>
    <message>
        <source>MoE shared expert GELU</source>
        <translation>MoE 共享专家 GELU</translation>
    </message>
    <message>
        <source>MoE shared expert down</source>
        <translation>MoE 共享专家 down 投影</translation>
    </message>
    <message>
        <source>dense layers&apos; MLP up</source>
        <translation>稠密层 MLP up 投影</translation>
    </message>
    <message>
        <source>dense layers&apos; SwiGLU</source>
        <translation>稠密层 SwiGLU</translation>
    </message>
    <message>
        <source>dense layers&apos; GELU</source>
        <translation>稠密层 GELU</translation>
    </message>
    <message>
        <source>dense layers&apos; MLP down</source>
        <translation>稠密层 MLP down 投影</translation>
    </message>
    <message>
        <source>recomputed MLA up-projections</source>
        <translation>重新计算的 MLA 上投影</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 × tokens × up-projection weights)</source>
        <translation>每层 FLOPs（2 × 词元数 × 上投影权重数）</translation>
    </message>
    <message>
        <source>bytes per layer (latents and weights read, Q, K, V written)</source>
        <translation>每层字节数（读取潜变量和权重，写出 Q、K、V）</translation>
    </message>
    <message>
        <source>latent widths and rotary key channels (mla_up_proj recomputes the rest)</source>
        <translation>潜变量宽度和键的旋转通道（其余由 mla_up_proj 重新计算）</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, mask; the block input recomputed)</source>
        <translation>每词元每通道字节数（归一化输入、掩码；块输入重新计算）</translation>
    </message>
    <message>
        <source>width of the projection input (Q, K, V recomputed)</source>
        <translation>投影输入宽度（Q、K、V 重新计算）</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (none: the MLP is recomputed)</source>
        <translation>d_ff 宽的张量（无：MLP 重新计算）</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 1, SwiGLU 2: moe_act recomputes the down input)</source>
        <translation>d_ff 宽的张量（GELU 1，SwiGLU 2：moe_act 重新计算下投影的输入）</translation>
    </message>
    <message>
        <source>attention output (projection input copy)</source>
        <translation>注意力输出（投影输入的副本）</translation>
    </message>
    <message>
        <source>gap per kernel launch</source>
        <translation>每次内核启动的间隙</translation>
    </message>
    <message>
        <source>kernel launch gaps</source>
        <translation>内核启动间隙</translation>
    </message>
    <message>
        <source>memory-bound kernels per micro-batch</source>
        <translation>每个微批次的访存受限内核</translation>
    </message>
    <message>
        <source>optimizer kernel launch gaps</source>
        <translation>优化器内核启动间隙</translation>
    </message>
    <message>
        <source>multi-tensor kernels (320 chunks of 65,536 values each)</source>
        <translation>多张量内核（每次 320 块，每块 65,536 个值）</translation>
    </message>
    <message>
        <source>optimizer passes</source>
        <translation>优化器遍数</translation>
    </message>
    <message>
        <source>gradient accumulation launch gaps</source>
        <translation>梯度累加的启动间隙</translation>
    </message>
    <message>
        <source>accumulation kernels per micro-batch</source>
        <translation>每个微批次的累加内核</translation>
    </message>
    <message>
        <source>LoRA scaling, sum and casts</source>
        <translation>LoRA 缩放、求和与类型转换</translation>
    </message>
    <message>
        <source>FLOPs per layer (× scaling, + base output)</source>
        <translation>每层 FLOPs（× 缩放，+ 基座输出）</translation>
    </message>
    <message>
        <source>bytes per layer (casts, scaling, sum)</source>
        <translation>每层字节数（类型转换、缩放、求和）</translation>
    </message>
    <message>
        <source>sliding-window mask bias</source>
        <translation>滑动窗口掩码偏置</translation>
    </message>
    <message>
        <source>keys per token × share of layers with the mask</source>
        <translation>每个 token 的键数 × 带掩码层的比例</translation>
    </message>
    <message>
        <source>bytes per gradient (copied into the bucket scaled by 1/d, copied back)</source>
        <translation>每个梯度的字节数（按 1/d 缩放复制到桶中，再复制回来）</translation>
    </message>
    <message>
        <source>bytes per gradient (flattened, divided by d, copied back)</source>
        <translation>每个梯度的字节数（展平、除以 d、复制回来）</translation>
    </message>
    <message>
        <source>bytes per gradient (scaled by 1/d in place)</source>
        <translation>每个梯度的字节数（原地按 1/d 缩放）</translation>
    </message>
    <message>
        <source>gradient buffer passes</source>
        <translation>梯度缓冲区遍历</translation>
    </message>
    <message>
        <source>gradients on this GPU</source>
        <translation>此 GPU 上的梯度</translation>
    </message>
    <message>
        <source>gradient buffer launch gaps</source>
        <translation>梯度缓冲区内核启动间隙</translation>
    </message>
    <message>
        <source>gradient buffer kernels</source>
        <translation>梯度缓冲区内核</translation>
    </message>
    <message>
        <source>gradient buffers (compute stream)</source>
        <translation>梯度缓冲区（计算流）</translation>
    </message>
    <message>
        <source>tied embedding gradient all-reduce</source>
        <translation>共享嵌入梯度的 all-reduce</translation>
    </message>
    <message>
        <source>bytes sent (V h / t gradients, two GPUs)</source>
        <translation>发送的字节数（V h / t 个梯度，两块 GPU）</translation>
    </message>
    <message>
        <source>all-reduces per step (first and last stage)</source>
        <translation>每步的 all-reduce 次数（第一级和最后一级）</translation>
    </message>
    <message>
        <source>data-parallel collective, exposed</source>
        <translation>数据并行集合通信（未隐藏部分）</translation>
    </message>
    <message>
        <source>transformers training on one H100 or H200</source>
        <translation>在单块 H100 或 H200 上用 transformers 训练</translation>
    </message>
    <message>
        <source>Megatron-LM GPT training on A100 clusters</source>
        <translation>在 A100 集群上用 Megatron-LM 训练 GPT</translation>
    </message>
    <message>
        <source>tensor-parallel collectives of activations</source>
        <translation>激活值的张量并行集合通信</translation>
    </message>
    <message>
        <source>vocab-parallel cross-entropy all-reduces</source>
        <translation>词表并行交叉熵的 all-reduce</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(t-1)/t × b s × 4)</source>
        <translation>每次 all-reduce 发送的字节数（2(t-1)/t × b s × 4）</translation>
    </message>
    <message>
        <source>all-reduces per micro-batch (maximum, target logit, sum of exponentials)</source>
        <translation>每个微批次的 all-reduce 次数（最大值、目标 logit、指数和）</translation>
    </message>
    <message>
        <source>MLP gate and up (activation recomputed)</source>
        <translation>MLP 的 gate 与 up（激活重算）</translation>
    </message>
    <message>
        <source>MLP activation input (activation recomputed)</source>
        <translation>MLP 激活的输入（激活重算）</translation>
    </message>
    <message>
        <source>MLP intermediates (GELU input)</source>
        <translation>MLP 中间张量（GELU 输入）</translation>
    </message>
    <message>
        <source>bytes per gradient reduced</source>
        <translation>每个被归约梯度的字节数</translation>
    </message>
    <message>
        <source>the reduction&apos;s dtype</source>
        <translation>归约的 dtype</translation>
    </message>
    <message>
        <source>Q, K, V (keys and values at their own width)</source>
        <translation>Q、K、V（键和值保持各自的宽度）</translation>
    </message>
    <message>
        <source>widths q + 2 kv</source>
        <translation>宽度 q + 2 kv</translation>
    </message>
    <message>
        <source>CUDA-core peak at the power limit</source>
        <translation>功率上限下的 CUDA Core 峰值</translation>
    </message>
    <message>
        <source>bf16 tensor-core peak at the power limit</source>
        <translation>功率上限下的 bf16 张量核心峰值</translation>
    </message>
    <message>
        <source>tensor-core peak at the power limit</source>
        <translation>功率上限下的 Tensor Core 峰值</translation>
    </message>
    <message>
        <source>saved by op-selective checkpointing</source>
        <translation>由算子级选择性检查点保存</translation>
    </message>
    <message>
        <source>outputs of the saved matrix products (the 1st, 3rd, ... of the block)</source>
        <translation>已保存矩阵乘积的输出（块中的第 1、3、... 个）</translation>
    </message>
    <message>
        <source>SDPA output and its fp32 log-sum-exp</source>
        <translation>SDPA 输出及其 fp32 log-sum-exp</translation>
    </message>
    <message>
        <source>reduce-scatter outputs (2, b s h / t each)</source>
        <translation>reduce-scatter 输出（2 个，每个 b s h / t）</translation>
    </message>
    <message>
        <source>recomputed part of one layer</source>
        <translation>单层中重计算的部分</translation>
    </message>
    <message>
        <source>peak without the estimated terms</source>
        <translation>不含估计项的峰值</translation>
    </message>
    <message>
        <source>tensors alive at the peak</source>
        <translation>峰值时存活的张量</translation>
    </message>
    <message>
        <source>certain runtime memory</source>
        <translation>确定的运行时显存</translation>
    </message>
    <message>
        <source>allocator reserve at its high end</source>
        <translation>分配器预留取高值</translation>
    </message>
    <message>
        <source>highest measured reserve share</source>
        <translation>实测最高预留比例</translation>
    </message>
    <message>
        <source>peak with the estimated terms high</source>
        <translation>估计项取高值时的峰值</translation>
    </message>
    <message>
        <source>room for the allocator reserve and NCCL buffers</source>
        <translation>留给分配器预留和 NCCL 缓冲区的空间</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>margin</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>layers (all of this stage&apos;s: not resharded)</source>
        <translation>层（本阶段的全部层：不重新分片）</translation>
    </message>
    <message>
        <source>exposed tensor-parallel communication per micro-batch</source>
        <translation>每个微批次未被掩盖的张量并行通信</translation>
    </message>
    <message>
        <source>tensor-parallel communication hidden</source>
        <translation>被掩盖的张量并行通信</translation>
    </message>
    <message>
        <source>GEMMs slowed by the overlap&apos;s SMs</source>
        <translation>因重叠通信占用 SM 而变慢的 GEMM</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((d-1)/d × weights, fp8 linear weights)</source>
        <translation>每次 all-gather 发送的字节数（(d-1)/d × 权重，线性层权重为 fp8）</translation>
    </message>
    <message>
        <source>one tensor-parallel collective</source>
        <translation>一次张量并行集合通信</translation>
    </message>
    <message>
        <source>GEMM time × (t-1)/t (all chunks but the last)</source>
        <translation>GEMM 时间 × (t-1)/t（除最后一块外的所有分块）</translation>
    </message>
    <message>
        <source>collective or slowed GEMM, the shorter</source>
        <translation>集合通信与变慢的 GEMM 中较短者</translation>
    </message>
    <message>
        <source>chunks hidden (3 of 4: the last chunk&apos;s is exposed)</source>
        <translation>被掩盖的分块（4 块中的 3 块：最后一块的通信未被掩盖）</translation>
    </message>
    <message>
        <source>weight-gradient GEMM on the SMs left</source>
        <translation>在剩余 SM 上运行的权重梯度 GEMM</translation>
    </message>
    <message>
        <source>all-gather hidden behind the QKV GEMM (forward)</source>
        <translation>隐藏在QKV GEMM之后的 all-gather（前向）</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the output projection (forward)</source>
        <translation>隐藏在输出投影之后的 reduce-scatter（前向）</translation>
    </message>
    <message>
        <source>all-gather hidden behind the MLP up GEMM (forward)</source>
        <translation>隐藏在MLP up GEMM之后的 all-gather（前向）</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the MLP down GEMM (forward)</source>
        <translation>隐藏在MLP down GEMM之后的 reduce-scatter（前向）</translation>
    </message>
    <message>
        <source>all-gather hidden behind the output projection (backward)</source>
        <translation>隐藏在输出投影之后的 all-gather（反向）</translation>
    </message>
    <message>
        <source>all-gather hidden behind the MLP down GEMM (backward)</source>
        <translation>隐藏在MLP down GEMM之后的 all-gather（反向）</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the QKV GEMM (backward)</source>
        <translation>隐藏在QKV GEMM之后的 reduce-scatter（反向）</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the MLP up GEMM (backward)</source>
        <translation>隐藏在MLP up GEMM之后的 reduce-scatter（反向）</translation>
    </message>
    <message>
        <source>tensor-parallel communication hidden per layer</source>
        <translation>每层被掩盖的张量并行通信</translation>
    </message>
    <message>
        <source>GEMM time added per layer (S / (S - 16) of the pipelined and bulk GEMMs)</source>
        <translation>每层增加的 GEMM 时间（流水线式与整块式 GEMM 的 S / (S - 16)）</translation>
    </message>
    <message>
        <source>published Megatron-Core runs on H100</source>
        <translation>Megatron-Core 在 H100 上已发表的运行</translation>
    </message>
    <message>
        <source>published torchtitan runs on H100/H200</source>
        <translation>torchtitan 在 H100/H200 上已发表的运行</translation>
    </message>
    <message>
        <source>published LLM Foundry runs on H100</source>
        <translation>LLM Foundry 在 H100 上已发表的运行</translation>
    </message>
    <message>
        <source>published LLM Foundry runs on A100</source>
        <translation>LLM Foundry 在 A100 上已发表的运行</translation>
    </message>
    <message>
        <source>published DeepSpeed runs on A100</source>
        <translation>DeepSpeed 在 A100 上已发表的运行</translation>
    </message>
    <message>
        <source>predicted MFU, at most the peak</source>
        <translation>预测 MFU，至多为峰值</translation>
    </message>
    <message>
        <source>every op at its roof</source>
        <translation>每个算子都达到其上限</translation>
    </message>
    <message>
        <source>average engine step</source>
        <translation>引擎平均步</translation>
    </message>
    <message>
        <source>time per output token</source>
        <translation>每个输出 token 的时间</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>流水线阶段数</translation>
    </message>
    <message>
        <source>output tokens per step</source>
        <translation>每步输出 token</translation>
    </message>
    <message>
        <source>prompt in the running batch</source>
        <translation>运行批次中的提示</translation>
    </message>
    <message>
        <source>step with a prompt chunk</source>
        <translation>带提示分块的步</translation>
    </message>
    <message>
        <source>prompt chunks</source>
        <translation>提示分块数</translation>
    </message>
    <message>
        <source>prefill of one prompt</source>
        <translation>单个提示的预填充</translation>
    </message>
    <message>
        <source>engine step time</source>
        <translation>引擎步时间</translation>
    </message>
    <message>
        <source>prompt chunks (max_num_batched_tokens)</source>
        <translation>提示分块数（max_num_batched_tokens）</translation>
    </message>
    <message>
        <source>expected accepted tokens + 1</source>
        <translation>预期接受的 token + 1</translation>
    </message>
    <message>
        <source>sequences the KV cache holds</source>
        <translation>KV 缓存可容纳的序列数</translation>
    </message>
    <message>
        <source>KV cache tokens per GPU</source>
        <translation>每 GPU 的 KV 缓存 token</translation>
    </message>
    <message>
        <source>tokens each holds, on average</source>
        <translation>每个序列平均持有的 token</translation>
    </message>
    <message>
        <source>wait before admission</source>
        <translation>接纳前的等待</translation>
    </message>
    <message>
        <source>M/D/1 wait: load / (2 (1 - load)) / capacity</source>
        <translation>M/D/1 等待：负载 / (2 (1 - 负载)) / 容量</translation>
    </message>
    <message>
        <source>time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <source>end-to-end latency</source>
        <translation>端到端延迟</translation>
    </message>
    <message>
        <source>later tokens x time per output token</source>
        <translation>后续 token x 每个输出 token 的时间</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>sequences running per replica</source>
        <translation>每个副本运行的序列数</translation>
    </message>
    <message>
        <source>service time per request</source>
        <translation>每个请求的服务时间</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>output tokens per second</source>
        <translation>每秒输出 token</translation>
    </message>
    <message>
        <source>output tokens per request</source>
        <translation>每个请求的输出 token</translation>
    </message>
    <message>
        <source>weights read per step</source>
        <translation>每步读取的权重</translation>
    </message>
    <message>
        <source>weights on this GPU</source>
        <translation>此 GPU 上的权重</translation>
    </message>
    <message>
        <source>routed experts no token of the step picks</source>
        <translation>本步无任何 token 选中的路由专家</translation>
    </message>
    <message>
        <source>KV tokens read or written per step</source>
        <translation>每步读写的 KV token</translation>
    </message>
    <message>
        <source>sequences decoding x tokens each holds</source>
        <translation>解码序列数 x 每个序列持有的 token</translation>
    </message>
    <message>
        <source>prompt tokens written</source>
        <translation>写入的提示 token</translation>
    </message>
    <message>
        <source>earlier prompt tokens read by the chunk</source>
        <translation>分块读取的先前提示 token</translation>
    </message>
    <message>
        <source>KV cache read per step</source>
        <translation>每步读取的 KV 缓存</translation>
    </message>
    <message>
        <source>KV bytes per token on this GPU</source>
        <translation>此 GPU 上每个 token 的 KV 字节</translation>
    </message>
    <message>
        <source>decode attention over the context held</source>
        <translation>对所持上下文的解码注意力</translation>
    </message>
    <message>
        <source>prompt attention</source>
        <translation>提示注意力</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduces per step</source>
        <translation>每步张量并行 all-reduce</translation>
    </message>
    <message>
        <source>all-reduce volume</source>
        <translation>all-reduce 数据量</translation>
    </message>
    <message>
        <source>all-reduces (2 per layer)</source>
        <translation>all-reduce 次数（每层 2 次）</translation>
    </message>
    <message>
        <source>pipeline send per step</source>
        <translation>每步流水线发送</translation>
    </message>
    <message>
        <source>activations sent</source>
        <translation>发送的激活</translation>
    </message>
    <message>
        <source>sends</source>
        <translation>发送次数</translation>
    </message>
    <message>
        <source>per-step overhead</source>
        <translation>每步开销</translation>
    </message>
    <message>
        <source>kernel launches</source>
        <translation>内核启动</translation>
    </message>
    <message>
        <source>engine host time per step</source>
        <translation>引擎每步主机时间</translation>
    </message>
    <message>
        <source>step kernel time</source>
        <translation>步的内核时间</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2)</source>
        <translation>遍数（前向、反向 ×2）</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>遍数</translation>
    </message>
    <message>
        <source>step decoding alone</source>
        <translation>仅解码的步骤</translation>
    </message>
    <message>
        <source>prompt chunks per step x what a chunk adds</source>
        <translation>每步的提示分块数 x 每个分块增加的时间</translation>
    </message>
    <message>
        <source>examples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>tokens per example</source>
        <translation>每个样本的 token 数</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>prefill steps per decode step x their time</source>
        <translation>每个解码步的预填充步数 x 其时间</translation>
    </message>
    <message>
        <source>first token in a wave of prompts</source>
        <translation>一波提示中的首个 token</translation>
    </message>
    <message>
        <source>prefill step of the wave</source>
        <translation>该波的预填充步</translation>
    </message>
    <message>
        <source>mean prefill steps until a prompt completes</source>
        <translation>提示完成前的平均预填充步数</translation>
    </message>
    <message>
        <source>cycle after the first token</source>
        <translation>首个 token 之后的周期</translation>
    </message>
    <message>
        <source>later tokens&apos; share</source>
        <translation>后续 token 的份额</translation>
    </message>
    <message>
        <source>tokens after the first</source>
        <translation>首个之后的 token 数</translation>
    </message>
    <message>
        <source>decode steps alone</source>
        <translation>单独的解码步</translation>
    </message>
    <message>
        <source>half a scheduling pass</source>
        <translation>半个调度轮次</translation>
    </message>
    <message>
        <source>request outside the steps (HTTP, tokeniser)</source>
        <translation>步骤之外的请求耗时（HTTP、分词器）</translation>
    </message>
    <message>
        <source>matmul FLOPs of the step</source>
        <translation>该步的矩阵乘 FLOPs</translation>
    </message>
    <message>
        <source>step matmul time</source>
        <translation>该步的矩阵乘时间</translation>
    </message>
    <message>
        <source>attention FLOPs of the step</source>
        <translation>该步的注意力 FLOPs</translation>
    </message>
    <message>
        <source>step attention compute time</source>
        <translation>该步的注意力计算时间</translation>
    </message>
    <message>
        <source>all-reduces waiting for the slowest GPU (fitted)</source>
        <translation>all-reduce 等待最慢的 GPU（拟合）</translation>
    </message>
    <message>
        <source>weights streaming time</source>
        <translation>读取权重的时间</translation>
    </message>
    <message>
        <source>KV cache streaming time</source>
        <translation>读取 KV 缓存的时间</translation>
    </message>
    <message>
        <source>matmul kernels</source>
        <translation>矩阵乘内核</translation>
    </message>
    <message>
        <source>attention kernels</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <source>tokens of one step (more than the training tokens)</source>
        <translation>一步的 token 数（多于训练 token 数）</translation>
    </message>
    <message>
        <source>pipeline outputs kept to their backward</source>
        <translation>保留到反向传播的流水线输出</translation>
    </message>
    <message>
        <source>model chunks in flight</source>
        <translation>在途模型块</translation>
    </message>
    <message>
        <source>exposed pipeline send/receive per micro-batch</source>
        <translation>每个微批次暴露的流水线发送/接收</translation>
    </message>
    <message>
        <source>hidden behind the next chunk&apos;s compute</source>
        <translation>隐藏在下一个模型块的计算之后</translation>
    </message>
    <message>
        <source>exposed pipeline communication</source>
        <translation>暴露的流水线通信</translation>
    </message>
    <message>
        <source>streamed responses per step</source>
        <translation>每步流式返回的响应</translation>
    </message>
    <message>
        <source>sequences decoding</source>
        <translation>正在解码的序列</translation>
    </message>
    <message>
        <source>host time per streamed response</source>
        <translation>每个流式响应的主机时间</translation>
    </message>
    <message>
        <source>float8 casts (torchao Float8Linear)</source>
        <translation>float8 转换（torchao Float8Linear）</translation>
    </message>
    <message>
        <source>bytes per layer (read 16 bits, write float8 row- and column-major)</source>
        <translation>每层字节数（读取 16 位，按行和按列写入 float8）</translation>
    </message>
    <message>
        <source>float8 weight casts (torchao, every forward)</source>
        <translation>权重的 float8 转换（torchao，每次前向）</translation>
    </message>
    <message>
        <source>bytes per layer (amax read, read 16 bits, write both layouts)</source>
        <translation>每层字节数（amax 读取，读取 16 位，写入两种布局）</translation>
    </message>
    <message>
        <source>FSDP2 copy-out and copy-in</source>
        <translation>FSDP2 的拷出与拷入</translation>
    </message>
    <message>
        <source>FLOPs per layer (copies: none)</source>
        <translation>每层 FLOPs（拷贝：无）</translation>
    </message>
    <message>
        <source>bytes per layer (gathered weights read and written per all-gather, gradients read and written in the reduction dtype)</source>
        <translation>每层字节数（每次 all-gather 读写聚合后的权重，读取梯度并以归约数据类型写入）</translation>
    </message>
    <message>
        <source>micro-batches in flight (DualPipe: p + 1)</source>
        <translation>在途微批次（DualPipe：p + 1）</translation>
    </message>
    <message>
        <source>share of the first and the last stage (DualPipe: stages i and p - 1 - i)</source>
        <translation>第一级与最后一级的份额（DualPipe：第 i 级与第 p - 1 - i 级）</translation>
    </message>
    <message>
        <source>DualPipe: pipeline stages / 2 - 1</source>
        <translation>DualPipe：流水线级数 / 2 - 1</translation>
    </message>
    <message>
        <source>(F&amp;B + B - 3W) / (F + B) = 2 - 4 x forward share (F&amp;B = F + B, W = F)</source>
        <translation>(F&amp;B + B - 3W) / (F + B) = 2 - 4 x 前向占比（F&amp;B = F + B，W = F）</translation>
    </message>
    <message>
        <source>all-to-all beyond the compute beside it</source>
        <translation>超出并行计算的 all-to-all</translation>
    </message>
    <message>
        <source>exposed expert all-to-all (DualPipe)</source>
        <translation>暴露的专家 all-to-all（DualPipe）</translation>
    </message>
    <message>
        <source>slot held to the end of the pass</source>
        <translation>槽位保留至本轮结束</translation>
    </message>
    <message>
        <source>engine host work per running sequence</source>
        <translation>引擎每个运行序列的主机工作</translation>
    </message>
    <message>
        <source>host time per sequence per step</source>
        <translation>每序列每步的主机时间</translation>
    </message>
    <message>
        <source>loss buffers: fp32 copy, shifted logits and their exp</source>
        <translation>损失缓冲区：fp32 副本、平移后的 logits 及其 exp</translation>
    </message>
    <message>
        <source>loss buffers: log-probabilities, zeros, exp and their sum</source>
        <translation>损失缓冲区：对数概率、零张量、exp 及其和</translation>
    </message>
    <message>
        <source>logits (saved by the compiled loss)</source>
        <translation>logits（由编译后的损失保存）</translation>
    </message>
    <message>
        <source>loss buffers: the logits&apos; gradient</source>
        <translation>损失缓冲区：logits 的梯度</translation>
    </message>
    <message>
        <source>layers: 2 x their matrix parameters x tokens of the step</source>
        <translation>各层：2 × 其矩阵参数 × 本步的 token 数</translation>
    </message>
    <message>
        <source>LM head: 2 x its parameters x rows (each decode token, each prompt&apos;s last)</source>
        <translation>LM 头：2 × 其参数 × 行数（每个解码 token，每个提示的最后一个 token）</translation>
    </message>
    <message>
        <source>AsyncTP copies and reductions per layer</source>
        <translation>每层 AsyncTP 的拷贝与归约</translation>
    </message>
    <message>
        <source>bytes moved (all-gathers × 2 b s h e / t + reduce-scatters × b s h e (1 + 1/t))</source>
        <translation>搬运的字节数（all-gather × 2 b s h e / t + reduce-scatter × b s h e (1 + 1/t)）</translation>
    </message>
    <message>
        <source>AsyncTP copies and reductions</source>
        <translation>AsyncTP 的拷贝与归约</translation>
    </message>
    <message>
        <source>sequence-parallel chunk + cat copies</source>
        <translation>序列并行的 chunk + cat 拷贝</translation>
    </message>
    <message>
        <source>FLOPs (copies: none)</source>
        <translation>FLOPs（拷贝：无）</translation>
    </message>
    <message>
        <source>bytes per micro-batch (each all-gather and reduce-scatter on the sequence dimension: b s h read and written)</source>
        <translation>每个微批次的字节数（序列维度上的每次 all-gather 与 reduce-scatter：读写 b s h）</translation>
    </message>
    <message>
        <source>collectives (one per bucket: apex DistributedFusedAdam, 100 MiB)</source>
        <translation>集合通信次数（每个桶一次：apex DistributedFusedAdam，100 MiB）</translation>
    </message>
    <message>
        <source>q, k, v input-gradient sums (backward)</source>
        <translation>q、k、v 输入梯度求和（反向）</translation>
    </message>
    <message>
        <source>gate, up input-gradient sums (backward)</source>
        <translation>gate、up 输入梯度求和（反向）</translation>
    </message>
    <message>
        <source>FLOPs per layer (one add per value summed)</source>
        <translation>每层 FLOPs（每个求和值一次加法）</translation>
    </message>
    <message>
        <source>bytes per layer (compiled: each extra b s h gradient read once more by the kernel the sum is fused into)</source>
        <translation>每层字节数（编译：每个额外的 b s h 梯度在融合了求和的内核中多读一次）</translation>
    </message>
    <message>
        <source>bytes per layer (eager: one add per extra b s h gradient, two read and the sum written)</source>
        <translation>每层字节数（eager：每个额外的 b s h 梯度一次加法，读取两个并写入和）</translation>
    </message>
    <message>
        <source>last stage, interleaved: earlier chunks&apos; warm-up (((v - 1) p + 1) / v)</source>
        <translation>最后一级，交错：前面模型块的预热（((v - 1) p + 1) / v）</translation>
    </message>
    <message>
        <source>pipeline stage buffers (torch.distributed.pipelining)</source>
        <translation>流水线级缓冲区（torch.distributed.pipelining）</translation>
    </message>
    <message>
        <source>gradient receive buffers (one per micro-batch, kept)</source>
        <translation>梯度接收缓冲区（每个微批次一个，保留）</translation>
    </message>
    <message>
        <source>input receive buffers of micro-batches not in flight (kept)</source>
        <translation>不在途微批次的输入接收缓冲区（保留）</translation>
    </message>
    <message>
        <source>stage outputs kept to the step&apos;s end (output_chunks)</source>
        <translation>保留到步骤结束的级输出（output_chunks）</translation>
    </message>
    <message>
        <source>micro-batches x chunks sending on</source>
        <translation>微批次数 x 向后发送的模型块</translation>
    </message>
    <message>
        <source>buffers of micro-batches not in flight</source>
        <translation>不在途微批次的缓冲区</translation>
    </message>
    <message>
        <source>earlier micro-batches&apos; logits (output_chunks)</source>
        <translation>之前微批次的 logits（output_chunks）</translation>
    </message>
    <message>
        <source>earlier micro-batches of the step</source>
        <translation>本步骤之前的微批次</translation>
    </message>
    <message>
        <source>tokens of a micro-batch</source>
        <translation>一个微批次的 token 数</translation>
    </message>
    <message>
        <source>logits kept to the step&apos;s end</source>
        <translation>保留到步骤结束的 logits</translation>
    </message>
    <message>
        <source>this micro-batch&apos;s logits</source>
        <translation>本微批次的 logits</translation>
    </message>
    <message>
        <source>earlier micro-batches&apos; logits</source>
        <translation>之前微批次的 logits</translation>
    </message>
    <message>
        <source>gathered root unit (embeddings, norm, output layer)</source>
        <translation>聚合的根单元（嵌入、归一化、输出层）</translation>
    </message>
    <message>
        <source>share of the root unit on this GPU</source>
        <translation>根单元在此 GPU 上的份额</translation>
    </message>
    <message>
        <source>gathered parameters</source>
        <translation>聚合的参数</translation>
    </message>
    <message>
        <source>second stage, interleaved: (2 (p - 2) + (v - 1) p + 1) / v chunks&apos; worth, per micro-batch in flight</source>
        <translation>第二级，交错：每个在途微批次相当于 (2 (p - 2) + (v - 1) p + 1) / v 个模型块</translation>
    </message>
    <message>
        <source>share of a middle pipeline stage</source>
        <translation>流水线中间阶段的份额</translation>
    </message>
    <message>
        <source>first pipeline stage</source>
        <translation>流水线第一阶段</translation>
    </message>
    <message>
        <source>second pipeline stage</source>
        <translation>流水线第二阶段</translation>
    </message>
    <message>
        <source>last pipeline stage</source>
        <translation>流水线最后阶段</translation>
    </message>
    <message>
        <source>the only stage</source>
        <translation>唯一的阶段</translation>
    </message>
    <message>
        <source>peak over the pipeline stages</source>
        <translation>各流水线阶段中的峰值</translation>
    </message>
    <message>
        <source>rotary embedding and q, k, v copies (Megatron-Core)</source>
        <translation>旋转位置编码与 q、k、v 的拷贝（Megatron-Core）</translation>
    </message>
    <message>
        <source>FLOPs per layer (rotary: 3 per q and k value and pass)</source>
        <translation>每层 FLOPs（旋转位置编码：q 和 k 的每个值每次传递 3 次）</translation>
    </message>
    <message>
        <source>bytes per layer (rotary on q and k, the value made contiguous, GQA&apos;s query reshaped, forward; rotary and the cat of dq, dk, dv, backward)</source>
        <translation>每层字节数（前向：对 q 和 k 做旋转位置编码、将 value 变为连续存储、GQA 的 query 变形；反向：旋转位置编码以及 dq、dk、dv 的 cat）</translation>
    </message>
    <message>
        <source>prefill instance step</source>
        <translation>预填充实例的步</translation>
    </message>
    <message>
        <source>KV cache moved per GPU</source>
        <translation>每 GPU 传输的 KV 缓存</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>提示 token 数</translation>
    </message>
    <message>
        <source>KV bytes per token on the busier GPU</source>
        <translation>较忙 GPU 上每 token 的 KV 字节数</translation>
    </message>
    <message>
        <source>KV cache transfer</source>
        <translation>KV 缓存传输</translation>
    </message>
    <message>
        <source>bytes over the link</source>
        <translation>经链路传输的字节数</translation>
    </message>
    <message>
        <source>link latency</source>
        <translation>链路延迟</translation>
    </message>
    <message>
        <source>decode instance step</source>
        <translation>解码实例的步</translation>
    </message>
    <message>
        <source>KV cache beside a draft model</source>
        <translation>与草稿模型并存时的 KV 缓存</translation>
    </message>
    <message>
        <source>KV cache of the model alone</source>
        <translation>仅主模型时的 KV 缓存</translation>
    </message>
    <message>
        <source>draft model&apos;s weights on this GPU</source>
        <translation>本 GPU 上草稿模型的权重</translation>
    </message>
    <message>
        <source>KV cache blocks shared with the draft</source>
        <translation>与草稿模型共享的 KV 缓存块</translation>
    </message>
    <message>
        <source>a block of both models&apos; keys and values</source>
        <translation>一个块容纳两个模型的键和值</translation>
    </message>
    <message>
        <source>draft model&apos;s decode steps</source>
        <translation>草稿模型的解码步</translation>
    </message>
    <message>
        <source>one draft decode step at the batch</source>
        <translation>该批次下草稿模型的一个解码步</translation>
    </message>
    <message>
        <source>draft tokens (sequential steps)</source>
        <translation>草稿 token 数（顺序执行的步）</translation>
    </message>
    <message>
        <source>routed experts moved to other ranks&apos; GPUs</source>
        <translation>移到其他 rank 的 GPU 上的路由专家</translation>
    </message>
    <message>
        <source>routed experts&apos; bytes on a pipeline stage</source>
        <translation>一个流水线阶段上路由专家的字节数</translation>
    </message>
    <message>
        <source>1 / tp - 1 / expert-parallel GPUs</source>
        <translation>1 / tp - 1 / 专家并行 GPU 数</translation>
    </message>
    <message>
        <source>KV cache budget with the experts split</source>
        <translation>专家切分后的 KV 缓存预算</translation>
    </message>
    <message>
        <source>expert all-gathers and reduce-scatters</source>
        <translation>专家的 all-gather 与 reduce-scatter</translation>
    </message>
    <message>
        <source>all ranks&apos; tokens gathered (ring share)</source>
        <translation>聚合所有 rank 的 token（环形份额）</translation>
    </message>
    <message>
        <source>all-gathers and reduce-scatters (2 per MoE layer)</source>
        <translation>all-gather 与 reduce-scatter 次数（每个 MoE 层 2 次）</translation>
    </message>
    <message>
        <source>expert dispatch and combine per step</source>
        <translation>每步的专家分发与合并</translation>
    </message>
    <message>
        <source>MoE layers</source>
        <translation>MoE 层数</translation>
    </message>
    <message>
        <source>dispatch (tokens × top_k × d_model, FP8) + combine (BF16), each latency + bytes</source>
        <translation>分发（token × top_k × d_model，FP8）+ 合并（BF16），各为延迟 + 字节</translation>
    </message>
    <message>
        <source>prompt step of a pass&apos;s arrivals</source>
        <translation>一轮中到达请求的提示步</translation>
    </message>
    <message>
        <source>prompt steps weighted by their arrivals&apos; probability</source>
        <translation>按到达概率加权的提示步</translation>
    </message>
    <message>
        <source>probability that a pass has any</source>
        <translation>一轮中有请求到达的概率</translation>
    </message>
    <message>
        <source>time per output token of the steps</source>
        <translation>各步的每个输出 token 的时间</translation>
    </message>
    <message>
        <source>steps to the end of the last pass, over the later tokens</source>
        <translation>到最后一轮结束的步，分摊到后续 token 上</translation>
    </message>
    <message>
        <source>KV bytes per token on the busier GPU, the draft&apos;s with them</source>
        <translation>较忙 GPU 上每个 token 的 KV 字节数（含草稿模型的）</translation>
    </message>
    <message>
        <source>wait for a decode slot</source>
        <translation>等待解码槽位</translation>
    </message>
    <message>
        <source>decode instance&apos;s M/D/1 wait: load / (2 (1 - load)) / decode instance capacity</source>
        <translation>解码实例的 M/D/1 等待：负载 / (2 (1 - 负载)) / 解码实例容量</translation>
    </message>
    <message>
        <source>clients / the pools&apos; capacity</source>
        <translation>客户端数 / 实例池容量</translation>
    </message>
    <message>
        <source>cycle at the capacity</source>
        <translation>容量下的周期</translation>
    </message>
    <message>
        <source>draft model&apos;s prompt pass</source>
        <translation>草稿模型的提示词预填充</translation>
    </message>
    <message>
        <source>draft model&apos;s step over the prompt tokens</source>
        <translation>草稿模型对提示词 token 的一步</translation>
    </message>
    <message>
        <source>compute slowed by the hidden sends</source>
        <translation>被隐藏发送拖慢的计算</translation>
    </message>
    <message>
        <source>wait for the step in progress</source>
        <translation>等待进行中的步</translation>
    </message>
    <message>
        <source>scheduling pass (scheduler_steps x engine step)</source>
        <translation>调度轮次（scheduler_steps x 引擎步）</translation>
    </message>
    <message>
        <source>vLLM on A100, H100 and RTX 4090</source>
        <translation>在 A100、H100 和 RTX 4090 上运行的 vLLM</translation>
    </message>
    <message>
        <source>SGLang on A100 and H100</source>
        <translation>在 A100 和 H100 上运行的 SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM on A100, H100 and H200</source>
        <translation>在 A100、H100 和 H200 上运行的 TensorRT-LLM</translation>
    </message>
    <message>
        <source>causal-mask buffers</source>
        <translation>因果掩码缓冲区</translation>
    </message>
    <message>
        <source>positions squared</source>
        <translation>位置数的平方</translation>
    </message>
    <message>
        <source>weights and buffers</source>
        <translation>权重与缓冲区</translation>
    </message>
    <message>
        <source>every parameter&apos;s gradient</source>
        <translation>每个参数的梯度</translation>
    </message>
    <message>
        <source>the embedding&apos;s backward</source>
        <translation>嵌入层的反向传播</translation>
    </message>
    <message>
        <source>tensors of that size</source>
        <translation>该大小的张量个数</translation>
    </message>
    <message>
        <source>saved at the first layer&apos;s backward</source>
        <translation>第一层反向传播时仍保存的张量</translation>
    </message>
    <message>
        <source>the first layer&apos;s (or checkpoint&apos;s)</source>
        <translation>第一层（或检查点）自身的</translation>
    </message>
    <message>
        <source>layers or checkpoints</source>
        <translation>层数或检查点数</translation>
    </message>
    <message>
        <source>causal mask (kept by the checkpoints)</source>
        <translation>因果掩码（由检查点保留）</translation>
    </message>
    <message>
        <source>keys per token / micro-batch (one mask for the batch)</source>
        <translation>每个词元的键数 / 微批次（整批一个掩码）</translation>
    </message>
    <message>
        <source>attention core&apos;s backward</source>
        <translation>注意力核心的反向传播</translation>
    </message>
    <message>
        <source>gradients of the probabilities and the scores</source>
        <translation>概率与分数的梯度</translation>
    </message>
    <message>
        <source>2 × scores per token (heads × s)</source>
        <translation>2 × 每个词元的分数（头数 × s）</translation>
    </message>
    <message>
        <source>tensors freed before it</source>
        <translation>此前已释放的张量</translation>
    </message>
    <message>
        <source>backward of the first layer</source>
        <translation>第一层的反向传播</translation>
    </message>
    <message>
        <source>activations and the attention&apos;s backward</source>
        <translation>激活与注意力的反向传播</translation>
    </message>
    <message>
        <source>gradients made so far</source>
        <translation>目前已产生的梯度</translation>
    </message>
    <message>
        <source>share made before the first layer&apos;s</source>
        <translation>在第一层之前产生的份额</translation>
    </message>
    <message>
        <source>forward of the first micro-batch&apos;s first chunk</source>
        <translation>第一个微批次第一个分块的前向</translation>
    </message>
    <message>
        <source>forward share (1 of 3 passes)</source>
        <translation>前向所占份额（3 次传递中的 1 次）</translation>
    </message>
    <message>
        <source>model chunks per stage</source>
        <translation>每个阶段的模型分块数</translation>
    </message>
    <message>
        <source>gathers hidden by the forward</source>
        <translation>被前向掩盖的 all-gather</translation>
    </message>
    <message>
        <source>all but the first bucket</source>
        <translation>除第一个桶之外的全部</translation>
    </message>
    <message>
        <source>later chunks&apos; gathers and the first chunk&apos;s forward</source>
        <translation>后续分块的 all-gather 与第一个分块的前向</translation>
    </message>
    <message>
        <source>attention unpadding and padding (copies)</source>
        <translation>注意力的去填充与回填（复制）</translation>
    </message>
    <message>
        <source>collectives (one per unit, once per step: FSDP2 under torch.distributed.pipelining)</source>
        <translation>集合通信次数（每个单元一次，每步一次：torch.distributed.pipelining 下的 FSDP2）</translation>
    </message>
    <message>
        <source>collectives (one per unit and micro-batch: ZeRO-3)</source>
        <translation>集合通信次数（每个单元与微批次一次：ZeRO-3）</translation>
    </message>
    <message>
        <source>all-gathers (ZeRO-3 kept gathered: one per unit in the forward of each micro-batch)</source>
        <translation>all-gather 次数（ZeRO-3 保持聚合：每个微批次前向中每个单元一次）</translation>
    </message>
    <message>
        <source>all-gathers (ZeRO-3: one per unit in the forward and the backward of each micro-batch)</source>
        <translation>all-gather 次数（ZeRO-3：每个微批次前向与反向中每个单元一次）</translation>
    </message>
    <message>
        <source>layers recomputed (block)</source>
        <translation>重计算的层（块）</translation>
    </message>
    <message>
        <source>recomputed layers (v × min(N, layers per chunk))</source>
        <translation>重计算的层数（v × min(N, 每个模型块的层数)）</translation>
    </message>
    <message>
        <source>layers kept whole</source>
        <translation>完整保留的层</translation>
    </message>
    <message>
        <source>layers not recomputed</source>
        <translation>不重计算的层数</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2, recomputed share of a forward)</source>
        <translation>遍数（前向、反向 ×2、一次前向中重计算的份额）</translation>
    </message>
    <message>
        <source>K, V chunks per layer (forward 1, backward 2, recompute 1, or f with block)</source>
        <translation>每层的 K、V 块 (前向 1, 反向 2, 重计算 1，块重计算时为 f)</translation>
    </message>
    <message>
        <source>all-to-alls per layer (dispatch + combine, forward + backward; 6 with full recompute, 4 + 2 f with block)</source>
        <translation>每层 all-to-all 次数（分发 + 合并，前向 + 反向；完全重计算时为 6，块重计算时为 4 + 2 f）</translation>
    </message>
    <message>
        <source>collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or × 5 with SP under op-selective, + 1 for the LM head; × 2 with SP)</source>
        <translation>每个微批次的集合通信次数（层数 × 4，完全重计算时 × 6，块重计算时 × (4 + 2 f)，算子级选择性重计算时 × 6（使用 SP 时 × 5），LM 头 + 1；使用 SP 时 × 2）</translation>
    </message>
    <message>
        <source>collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or × 5 with SP under op-selective, + 2 for the embedding and the LM head; × 2 with SP)</source>
        <translation>每个微批次的集合通信次数（层数 × 4，完全重计算时 × 6，块重计算时 × (4 + 2 f)，算子级选择性重计算时 × 6（使用 SP 时 × 5），嵌入层和 LM 头 + 2；使用 SP 时 × 2）</translation>
    </message>
    <message>
        <source>all-to-alls of one pass</source>
        <translation>一次遍历的 all-to-all</translation>
    </message>
    <message>
        <source>Q, K, V and output of this rank&apos;s tokens (b s/cp / t)</source>
        <translation>本秩 token 的 Q、K、V 与输出 (b s/cp / t)</translation>
    </message>
    <message>
        <source>share sent to the other ranks ((cp - 1) / cp)</source>
        <translation>发往其他秩的份额 ((cp - 1) / cp)</translation>
    </message>
    <message>
        <source>context-parallel all-to-alls per micro-batch</source>
        <translation>每个微批次的上下文并行 all-to-all</translation>
    </message>
    <message>
        <source>passes per layer (forward 1, backward 1, recompute 1, or f with block)</source>
        <translation>每层遍历次数（前向 1，反向 1，重算 1，block 时为 f）</translation>
    </message>
    <message>
        <source>latency of the four all-to-alls (Q, K, V in, output out)</source>
        <translation>四次 all-to-all 的延迟（Q、K、V 进，输出出）</translation>
    </message>
    <message>
        <source>2 cp (every rank&apos;s K, V and their gradients)</source>
        <translation>2 cp（每个秩的 K、V 及其梯度）</translation>
    </message>
    <message>
        <source>K, V received and sent on (2 x this rank&apos;s)</source>
        <translation>接收并转发的 K、V（本 rank 的 2 倍）</translation>
    </message>
    <message>
        <source>K, V all-gathered (cp x this rank&apos;s)</source>
        <translation>all-gather 收集的 K、V（本 rank 的 cp 倍）</translation>
    </message>
    <message>
        <source>dK, dV in fp32: accumulator, sent and received (3 x)</source>
        <translation>fp32 的 dK、dV：累加器、发送与接收（3 倍）</translation>
    </message>
    <message>
        <source>dQ accumulator in fp32</source>
        <translation>fp32 的 dQ 累加器</translation>
    </message>
    <message>
        <source>the layer&apos;s attention backward</source>
        <translation>该层注意力的反向传播</translation>
    </message>
    <message>
        <source>context parallelism&apos;s buffers</source>
        <translation>上下文并行的缓冲区</translation>
    </message>
    <message>
        <source>transfer beyond the attention beside it</source>
        <translation>超出同时进行的注意力计算的传输</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>one chunk&apos;s attention</source>
        <translation>一个分块的注意力</translation>
    </message>
    <message>
        <source>waited for</source>
        <translation>等待时间</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>all-gather of K and V</source>
        <translation>K 与 V 的 all-gather</translation>
    </message>
    <message>
        <source>one K, V transfer</source>
        <translation>一次 K、V 传输</translation>
    </message>
    <message>
        <source>one layer&apos;s passes</source>
        <translation>一层的各次传递</translation>
    </message>
    <message>
        <source>forward passes (1, + recomputed forward)</source>
        <translation>前向传递（1 次，加重计算的前向）</translation>
    </message>
    <message>
        <source>one dK, dV transfer (fp32)</source>
        <translation>一次 dK、dV 传输（fp32）</translation>
    </message>
    <message>
        <source>dK and dV of this rank&apos;s tokens in fp32</source>
        <translation>本 rank 词元的 fp32 dK 与 dV</translation>
    </message>
    <message>
        <source>one chunk&apos;s forward attention</source>
        <translation>一个分块的前向注意力</translation>
    </message>
    <message>
        <source>attention core per micro-batch</source>
        <translation>每个微批次的注意力核心</translation>
    </message>
    <message>
        <source>forward passes, the backward as two</source>
        <translation>前向传递次数（反向计为两次）</translation>
    </message>
    <message>
        <source>chunk steps (cp)</source>
        <translation>分块步数（cp）</translation>
    </message>
    <message>
        <source>one chunk&apos;s backward attention</source>
        <translation>一个分块的反向注意力</translation>
    </message>
    <message>
        <source>backward over forward</source>
        <translation>反向与前向之比</translation>
    </message>
    <message>
        <source>context-parallel transfers per micro-batch</source>
        <translation>每个微批次的上下文并行传输</translation>
    </message>
    <message>
        <source>exposed context-parallel communication</source>
        <translation>暴露的上下文并行通信</translation>
    </message>
    <message>
        <source>float8 all-gathers of the layers</source>
        <translation>各层的 float8 all-gather</translation>
    </message>
    <message>
        <source>16-bit collectives</source>
        <translation>16 位集合通信</translation>
    </message>
    <message>
        <source>bytes sent per float8 all-gather ((t-1)/t × b s h × 1 byte)</source>
        <translation>每次 float8 all-gather 发送的字节数 ((t-1)/t × b s h × 1 字节)</translation>
    </message>
    <message>
        <source>all-gathers of the layers per micro-batch (inputs, again when recomputed; output gradients)</source>
        <translation>每个微批次各层的 all-gather（输入，重计算时再次；输出梯度）</translation>
    </message>
    <message>
        <source>reduce-scatters, and the embedding&apos;s and the LM head&apos;s collectives</source>
        <translation>reduce-scatter，以及嵌入层和 LM 头的集合通信</translation>
    </message>
    <message>
        <source>ring steps per pass (ring ranks - 1)</source>
        <translation>每次传递的环形步数（环的秩数 - 1）</translation>
    </message>
    <message>
        <source>share sent to the group&apos;s other ranks ((a2a - 1) / a2a)</source>
        <translation>发送给组内其他秩的份额 ((a2a - 1) / a2a)</translation>
    </message>
    <message>
        <source>context-parallel all-to-alls and ring per micro-batch</source>
        <translation>每个微批次的上下文并行 all-to-all 与环</translation>
    </message>
    <message>
        <source>all-to-alls within the groups</source>
        <translation>组内的 all-to-all</translation>
    </message>
    <message>
        <source>ring across the groups</source>
        <translation>跨组的环</translation>
    </message>
    <message>
        <source>bytes per layer (rowwise: write float8 row-major and a transposed 16-bit copy, read it, write float8 column-major)</source>
        <translation>每层字节数（按行：写入按行的 float8 和一份转置的 16 位副本，读取它，再写入按列的 float8）</translation>
    </message>
    <message>
        <source>float8 weight casts (torchao, rowwise)</source>
        <translation>float8 权重转换（torchao，按行）</translation>
    </message>
    <message>
        <source>FLOPs per layer (scale and amax: 2 per value, each cast)</source>
        <translation>每层 FLOPs（缩放和 amax：每个值 2 次，每次转换）</translation>
    </message>
    <message>
        <source>bytes per layer (each forward: read 16 bits, write float8; the backward: transpose in 16 bits, read, write float8)</source>
        <translation>每层字节数（每次前向：读 16 位，写 float8；反向：以 16 位转置，读取，写 float8）</translation>
    </message>
    <message>
        <source>published Megatron-Core runs on B200/GB200</source>
        <translation>Megatron-Core 在 B200/GB200 上已发表的运行</translation>
    </message>
    <message>
        <source>interleaved schedule, combined 1F1B&apos;s extra warm-up chunk (1 + p / (p v))</source>
        <translation>交错调度，合并 1F1B 多出的一个预热块 (1 + p / (p v))</translation>
    </message>
    <message>
        <source>scores 2 s D q (packed documents of D tokens)</source>
        <translation>scores 2 s D q（每篇 D 个 token 的打包文档）</translation>
    </message>
    <message>
        <source>softmax 3 a s D</source>
        <translation>softmax 3 a s D</translation>
    </message>
    <message>
        <source>scores × V 2 s D v</source>
        <translation>scores × V 2 s D v</translation>
    </message>
    <message>
        <source>share of chunks run unpaired (warm-up, cool-down)</source>
        <translation>未配对运行的块所占比例（预热、收尾）</translation>
    </message>
    <message>
        <source>all-to-all of the unpaired chunks</source>
        <translation>未配对块的 all-to-all</translation>
    </message>
    <message>
        <source>paired all-to-all beyond the compute beside it</source>
        <translation>配对 all-to-all 超出旁边计算的部分</translation>
    </message>
    <message>
        <source>share of chunks run in pairs</source>
        <translation>配对运行的块所占比例</translation>
    </message>
    <message>
        <source>exposed expert all-to-all (combined 1F1B)</source>
        <translation>暴露的专家 all-to-all（合并 1F1B）</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores, softmax, × V; each query within its packed document)</source>
        <translation>每层 FLOPs（scores、softmax、× V；每个查询只在其打包文档内）</translation>
    </message>
    <message>
        <source>published Megatron-Core mixture-of-experts runs on H100</source>
        <translation>Megatron-Core 在 H100 上已发表的混合专家运行</translation>
    </message>
    <message>
        <source>q and k norm inputs</source>
        <translation>q 和 k 归一化的输入</translation>
    </message>
    <message>
        <source>widths q + kv</source>
        <translation>宽度 q + kv</translation>
    </message>
    <message>
        <source>q and k norm 1/rms</source>
        <translation>q 和 k 归一化的 1/rms</translation>
    </message>
    <message>
        <source>query and key heads</source>
        <translation>查询头和键头</translation>
    </message>
    <message>
        <source>q and k norm inputs (outputs recomputed)</source>
        <translation>q 和 k 归一化的输入（输出重新计算）</translation>
    </message>
    <message>
        <source>q and k norm statistics in fp32</source>
        <translation>q 和 k 归一化的统计量，fp32</translation>
    </message>
    <message>
        <source>q and k norm inputs in fp32</source>
        <translation>q 和 k 归一化的输入，fp32</translation>
    </message>
    <message>
        <source>q and k norm squares in fp32</source>
        <translation>q 和 k 归一化的平方，fp32</translation>
    </message>
    <message>
        <source>q and k norm outputs</source>
        <translation>q 和 k 归一化的输出</translation>
    </message>
    <message>
        <source>d_model × distinct norm inputs</source>
        <translation>d_model × 不同的归一化输入</translation>
    </message>
    <message>
        <source>d_model × norms</source>
        <translation>d_model × 归一化数</translation>
    </message>
    <message>
        <source>norm inputs (outputs recomputed)</source>
        <translation>归一化输入（输出重新计算）</translation>
    </message>
    <message>
        <source>norm statistics in fp32</source>
        <translation>归一化统计量，fp32</translation>
    </message>
    <message>
        <source>RMSNorm inputs in fp32</source>
        <translation>RMSNorm 输入，fp32</translation>
    </message>
    <message>
        <source>RMSNorm squares in fp32</source>
        <translation>RMSNorm 平方，fp32</translation>
    </message>
    <message>
        <source>RMSNorm outputs</source>
        <translation>RMSNorm 输出</translation>
    </message>
    <message>
        <source>RMSNorm 1/rms</source>
        <translation>RMSNorm 的 1/rms</translation>
    </message>
    <message>
        <source>LayerNorm inputs</source>
        <translation>LayerNorm 输入</translation>
    </message>
    <message>
        <source>LayerNorm mean and 1/std</source>
        <translation>LayerNorm 均值和 1/std</translation>
    </message>
    <message>
        <source>MLP output (ReLU output, down projection input)</source>
        <translation>MLP 输出（ReLU 输出，下投影输入）</translation>
    </message>
    <message>
        <source>ReLU</source>
        <translation>ReLU</translation>
    </message>
    <message>
        <source>capped scores (tanh output)</source>
        <translation>截断后的分数（tanh 输出）</translation>
    </message>
    <message>
        <source>the logit cap&apos;s tanh output</source>
        <translation>logits 截断的 tanh 输出</translation>
    </message>
    <message>
        <source>loss buffers with the logit cap</source>
        <translation>含 logits 截断的损失缓冲区</translation>
    </message>
    <message>
        <source>loss buffers with the logit cap (backward)</source>
        <translation>含 logits 截断的损失缓冲区（反向）</translation>
    </message>
</context>
<context>
    <name>rooflab::ExplainPopup</name>
    <message>
        <source>No derivation for this figure.</source>
        <translation>此数值没有推导过程。</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>来源：</translation>
    </message>
</context>
<context>
    <name>rooflab::Explainer</name>
    <message>
        <source>RoofLab formulas</source>
        <translation>RoofLab 公式</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>The %1 ceiling: %2 dense</source>
        <translation>%1 上限：%2（稠密）</translation>
    </message>
    <message>
        <source>The memory roof: %1 x arithmetic intensity, up to the ridge</source>
        <translation>内存屋顶：%1 x 算术强度，直到拐点</translation>
    </message>
</context>
<context>
    <name>rooflab::FileComparison</name>
    <message>
        <source>Compare with File</source>
        <translation>与文件比较</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json);;All files (*)</source>
        <translation>RoofLab 场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
</context>
<context>
    <name>rooflab::FinetuneControls</name>
    <message>
        <source>full (every parameter)</source>
        <translation>全量（每个参数）</translation>
    </message>
    <message>
        <source>LoRA (frozen base)</source>
        <translation>LoRA（冻结基座）</translation>
    </message>
    <message>
        <source>QLoRA (4-bit frozen base)</source>
        <translation>QLoRA（4 位冻结基座）</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <source>attention (q, k, v, o)</source>
        <translation>注意力（q、k、v、o）</translation>
    </message>
    <message>
        <source>q and v</source>
        <translation>q 和 v</translation>
    </message>
    <message>
        <source>default for the method</source>
        <translation>该方法的默认值</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <source>int8 (LLM.int8)</source>
        <translation>int8（LLM.int8）</translation>
    </message>
    <message>
        <source>NF4 (4-bit)</source>
        <translation>NF4（4 位）</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Full fine-tuning trains every parameter. LoRA freezes the model and trains small rank-r adapters beside its matrices: no gradients or optimizer states for the base, and frozen layers save less for the backward. QLoRA also stores the frozen matrices in 4-bit NF4. At long sequences the activations dominate and LoRA saves less than the rule-of-thumb tables say.</source>
        <translation>全量微调训练每个参数。LoRA 冻结模型，在其矩阵旁训练秩为 r 的小型适配器：基座没有梯度和优化器状态，冻结层为反向传播保存的内容更少。QLoRA 还以 4 位 NF4 存储冻结矩阵。序列较长时激活占主导，LoRA 节省的内存少于经验表格所说。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>秩</translation>
    </message>
    <message>
        <source>LoRA rank r</source>
        <translation>LoRA 秩 r</translation>
    </message>
    <message>
        <source>Each adapted in x out matrix gets r x (in + out) trainable parameters (peft&apos;s lora_A and lora_B), kept in fp32 with their gradients and optimizer states.</source>
        <translation>每个被适配的 输入 x 输出 矩阵获得 r x (输入 + 输出) 个可训练参数（peft 的 lora_A 和 lora_B），以 fp32 保存，连同其梯度和优化器状态。</translation>
    </message>
    <message>
        <source>Adapted</source>
        <translation>适配对象</translation>
    </message>
    <message>
        <source>Which matrices get adapters (peft&apos;s target_modules). The frozen ones keep no input for the backward; each adapter keeps its input, cast to fp32.</source>
        <translation>哪些矩阵获得适配器（peft 的 target_modules）。冻结矩阵不为反向传播保存输入；每个适配器保存其输入，并转换为 fp32。</translation>
    </message>
    <message>
        <source>Frozen base</source>
        <translation>冻结基座</translation>
    </message>
    <message>
        <source>Storage of the frozen layer matrices: 16-bit, LLM.int8 (1 byte and a scale per row) or NF4 (4 bits, blocks of 64 with quantised scales: 4.127 bits per value). Embeddings, norms and the head stay in 16 bits (fp32 after QLoRA&apos;s prepare_model_for_kbit_training).</source>
        <translation>冻结层矩阵的存储：16 位、LLM.int8（每行 1 字节加一个缩放因子）或 NF4（4 位，每 64 个值一块并量化缩放因子：每值 4.127 位）。嵌入、归一化层和输出头保持 16 位（QLoRA 的 prepare_model_for_kbit_training 之后为 fp32）。</translation>
    </message>
    <message>
        <source>Sized by a data set</source>
        <translation>按数据集确定规模</translation>
    </message>
    <message>
        <source>The run trains examples x tokens per example x epochs tokens, in place of the training tokens D under Run and cost. Starts from Stanford Alpaca&apos;s fine-tune: 52,002 examples, at most 512 tokens each, 3 epochs.</source>
        <translation>训练的 token 数为 样本数 x 每个样本的 token 数 x 轮数，取代“运行与成本”中的训练 token 数 D。初始值取自 Stanford Alpaca 的微调：52,002 个样本，每个最多 512 个 token，3 轮。</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Examples (sequences) in the data set.</source>
        <translation>数据集中的样本（序列）数。</translation>
    </message>
    <message>
        <source>Tokens per example</source>
        <translation>每个样本的 token 数</translation>
    </message>
    <message>
        <source>Tokens each example trains on: the mean length when examples are packed into sequences, the padded length when they are not.</source>
        <translation>每个样本训练的 token 数：样本打包进序列时取平均长度，不打包时取填充后的长度。</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Passes over the data set.</source>
        <translation>遍历数据集的次数。</translation>
    </message>
    <message>
        <source>Trained tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Examples x tokens per example x epochs: D of the run.</source>
        <translation>样本数 x 每个样本的 token 数 x 轮数：本次运行的 D。</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>not sized: Run and cost&apos;s training tokens</source>
        <translation>未设定：使用“运行与成本”中的训练 token 数</translation>
    </message>
</context>
<context>
    <name>rooflab::FormulaView</name>
    <message>
        <source>Training memory per GPU</source>
        <translation>每 GPU 训练显存</translation>
    </message>
    <message>
        <source>Fit answers</source>
        <translation>能放下什么</translation>
    </message>
    <message>
        <source>Inference memory per GPU</source>
        <translation>每 GPU 推理显存</translation>
    </message>
    <message>
        <source>FLOPs, time and cost</source>
        <translation>FLOPs、时间与成本</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Every formula behind the numbers, as the code evaluates it: a product (×, ÷), a sum (+) or the larger or smaller of two values. Click a bar, a point or a figure to see one with today&apos;s values.</source>
        <translation>各数值背后的所有公式，与代码的计算方式完全一致：乘积（×、÷）、求和（+），或取两个值中的较大者或较小者。点击柱条、数据点或数值，即可查看代入当前数值的公式。</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Serving: TTFT, TPOT and throughput</source>
        <translation>服务：TTFT、TPOT 和吞吐量</translation>
    </message>
</context>
<context>
    <name>rooflab::GpuDaysChart</name>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Fewest GPUs for the time</source>
        <translation>该时长下最少的 GPU</translation>
    </message>
    <message>
        <source>Search a GPU range to see GPUs against days here</source>
        <translation>搜索一个 GPU 数量范围，即可在此查看 GPU 数与天数的关系</translation>
    </message>
    <message numerus="yes">
        <source>GPUs against days, %n layout(s)</source>
        <translation>
            <numerusform>GPU 数与天数，%n 个布局</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Days per trillion tokens</source>
        <translation>每万亿 token 的天数</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>训练天数</translation>
    </message>
</context>
<context>
    <name>rooflab::GpuPanel</name>
    <message>
        <source>Looking for a CUDA device…</source>
        <translation>正在查找 CUDA 设备…</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>GPU device information</source>
        <translation>GPU 设备信息</translation>
    </message>
    <message>
        <source>GPU status message</source>
        <translation>GPU 状态消息</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>扫描：</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>Quick: a few square and transformer GEMMs, STREAM and every other intensity step (minutes). Full: a fine size sweep, fp16 too, every intensity step and longer timing.</source>
        <translation>快速：少量方阵和 Transformer GEMM、STREAM，以及隔一取一的强度步长（数分钟）。完整：精细的尺寸扫描，包括 fp16、全部强度步长和更长的计时。</translation>
    </message>
    <message>
        <source>Sweep preset</source>
        <translation>扫描预设</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Measure GEMM throughput, STREAM bandwidth and the intensity sweep on this GPU. Other work on the GPU distorts the results.</source>
        <translation>在此 GPU 上测量 GEMM 吞吐量、STREAM 带宽并进行强度扫描。GPU 上的其他任务会干扰结果。</translation>
    </message>
    <message>
        <source>Start the GPU sweep</source>
        <translation>开始 GPU 扫描</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the sweep after the point being measured; the points measured so far are kept.</source>
        <translation>在当前测量点完成后停止扫描；已测得的点会保留。</translation>
    </message>
    <message>
        <source>Cancel the GPU sweep</source>
        <translation>取消 GPU 扫描</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Points measured and the estimated time left</source>
        <translation>已测量的点数和预计剩余时间</translation>
    </message>
    <message>
        <source>Sweep progress</source>
        <translation>扫描进度</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>中位时间</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>GEMM: M × N × K; STREAM and intensity: kernel and elements per array</source>
        <translation>GEMM：M × N × K；STREAM 和强度：kernel 及每个数组的元素数</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs per byte moved</source>
        <translation>算术强度：每传输一字节对应的 FLOPs</translation>
    </message>
    <message>
        <source>One row per measured point; failed points are red and not drawn on the roofline</source>
        <translation>每个测量点一行；失败的点标为红色，不绘制在 Roofline 上</translation>
    </message>
    <message>
        <source>GPU measurement results</source>
        <translation>GPU 测量结果</translation>
    </message>
    <message>
        <source>Load results…</source>
        <translation>加载结果…</translation>
    </message>
    <message>
        <source>Show rooflab-bench results files (JSON) of this or other machines on the roofline, each as its own source</source>
        <translation>将本机或其他机器的 rooflab-bench 结果文件（JSON）显示在 Roofline 上，每个文件作为独立的来源</translation>
    </message>
    <message>
        <source>Load results files</source>
        <translation>加载结果文件</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>导出结果…</translation>
    </message>
    <message>
        <source>Save the last sweep as JSON (loadable here and by rooflab-bench tools) or CSV</source>
        <translation>将最近一次扫描保存为 JSON（可在此处及 rooflab-bench 工具中加载）或 CSV</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>Loaded results files</source>
        <translation>已加载的结果文件</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), about %1</source>
        <translation>
            <numerusform>%n 个点，约 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Includes the GEMMs of the current scenario&apos;s layer.</source>
        <translation>包含当前场景中该层的 GEMM。</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM 数</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>SM 时钟</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>显存时钟</translation>
    </message>
    <message>
        <source>Bus width</source>
        <translation>总线位宽</translation>
    </message>
    <message>
        <source>%1 bit</source>
        <translation>%1 位</translation>
    </message>
    <message>
        <source>Theoretical bandwidth</source>
        <translation>理论带宽</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>L2 缓存</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Driver / runtime</source>
        <translation>驱动 / 运行时</translation>
    </message>
    <message>
        <source>CUDA %1 / %2</source>
        <translation>CUDA %1 / %2</translation>
    </message>
    <message>
        <source>cuBLAS</source>
        <translation>cuBLAS</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Hardware database</source>
        <translation>硬件数据库</translation>
    </message>
    <message>
        <source>no match in gpus.json</source>
        <translation>gpus.json 中无匹配项</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>about %1 min %2 s left</source>
        <translation>约剩 %1 分 %2 秒</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>约剩 %1 秒</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 / %2 个点</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n point(s)</source>
        <translation>
            <numerusform>已取消，共测量 %n 个点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s)</source>
        <translation>
            <numerusform>完成：%n 个点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>，%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, n=%2</source>
        <translation>%1，n=%2</translation>
    </message>
    <message>
        <source>fma=%1, n=%2</source>
        <translation>fma=%1，n=%2</translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation>是（%1）</translation>
    </message>
    <message>
        <source>FAILED (%1)</source>
        <translation>失败（%1）</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
    <message>
        <source>The result differs from the CPU reference beyond the tolerance: not drawn and not counted in the ceilings</source>
        <translation>结果与 CPU 参考值的偏差超出容差：不绘制，也不计入上限</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n point(s)</source>
        <translation>
            <numerusform>%1 (%n 个点</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>，%1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>已加载：%1</translation>
    </message>
    <message>
        <source>Load GPU results</source>
        <translation>加载 GPU 结果</translation>
    </message>
    <message>
        <source>RoofLab bench results (*.json);;All files (*)</source>
        <translation>RoofLab 基准测试结果 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not load results</source>
        <translation>无法加载结果</translation>
    </message>
    <message>
        <source>These files could not be loaded:

%1</source>
        <translation>以下文件无法加载：

%1</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>目前还没有可导出的结果。</translation>
    </message>
    <message>
        <source>Export GPU results</source>
        <translation>导出 GPU 结果</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export results</source>
        <translation>无法导出结果</translation>
    </message>
    <message>
        <source>this build of RoofLab has no CUDA support (configured with ROOFLAB_CUDA=OFF or without nvcc)</source>
        <translation>此版本的 RoofLab 不支持 CUDA（配置时设置了 ROOFLAB_CUDA=OFF，或未找到 nvcc）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Take loaded results files off the roofline</source>
        <translation>从 Roofline 图中移除已加载的结果文件</translation>
    </message>
    <message>
        <source>Remove all loaded files</source>
        <translation>移除所有已加载的文件</translation>
    </message>
    <message>
        <source>These results were measured on %1; the scenario&apos;s GPU is %2: they say nothing of it.</source>
        <translation>这些结果是在 %1 上测得的；场景的 GPU 是 %2：它们对其没有任何说明。</translation>
    </message>
    <message>
        <source>another GPU</source>
        <translation>另一块 GPU</translation>
    </message>
    <message>
        <source>Switch the scenario to the %1</source>
        <translation>将场景切换到 %1</translation>
    </message>
    <message>
        <source>The scenario&apos;s GPU becomes the one these results were measured on (undoable)</source>
        <translation>场景的 GPU 改为测得这些结果的 GPU（可撤销）</translation>
    </message>
    <message>
        <source>Keep the scenario&apos;s GPU</source>
        <translation>保留场景的 GPU</translation>
    </message>
</context>
<context>
    <name>rooflab::HardwareControls</name>
    <message>
        <source>0 - DDP, all replicated</source>
        <translation>0 - DDP，全部复制</translation>
    </message>
    <message>
        <source>1 - shard optimizer states</source>
        <translation>1 - 切分优化器状态</translation>
    </message>
    <message>
        <source>2 - + gradients</source>
        <translation>2 - + 梯度</translation>
    </message>
    <message>
        <source>3 - + weights (FSDP)</source>
        <translation>3 - + 权重（FSDP）</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>硬件与并行</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The accelerator: its memory is the capacity line of the memory chart, its bandwidth and peak FLOP/s draw the roofline.</source>
        <translation>加速器：其显存是显存图中的容量线，其带宽和峰值 FLOP/s 决定 Roofline。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>ZeRO (Rajbhandari et al. 2020) shards training state over the data-parallel GPUs: stage 1 the optimizer states, stage 2 also the gradients, stage 3 (FSDP) also the weights.</source>
        <translation>ZeRO（Rajbhandari et al. 2020）将训练状态切分到各数据并行 GPU 上：阶段 1 切分优化器状态，阶段 2 还切分梯度，阶段 3（FSDP）还切分权重。</translation>
    </message>
    <message>
        <source>Model parallel</source>
        <translation>模型并行</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Tensor parallelism (Megatron-LM) splits every layer&apos;s matrices over this many GPUs: weights and most activations divide by it.</source>
        <translation>张量并行（Megatron-LM）将每层的矩阵切分到这么多个 GPU 上：权重和大部分激活值都按此数均分。</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>Pipeline parallelism splits the layers into this many stages, one per GPU group.</source>
        <translation>流水线并行将各层分成这么多个阶段，每组 GPU 负责一个阶段。</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>虚拟级</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>虚拟流水线级</translation>
    </message>
    <message>
        <source>Interleaved 1F1B (Narayanan et al. 2021): each pipeline stage holds this many model chunks, which divides the pipeline bubble by the same factor for that many more pipeline sends.</source>
        <translation>交错 1F1B（Narayanan 等，2021）：每个流水线级持有这么多个模型块，流水线气泡按同一倍数缩小，代价是同样倍数的流水线发送。</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>With tensor parallelism, also split the norm and dropout activations along the sequence (Korthikanti et al. 2022).</source>
        <translation>在张量并行的基础上，将归一化和 dropout 的激活值也沿序列维度切分（Korthikanti et al. 2022）。</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Custom: %1...</source>
        <translation>自定义：%1...</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>自定义...</translation>
    </message>
    <message>
        <source>Runtime memory</source>
        <translation>运行时内存</translation>
    </message>
    <message>
        <source>Set:</source>
        <translation>设定：</translation>
    </message>
    <message>
        <source>Set the runtime memory by hand</source>
        <translation>手动设定运行时内存</translation>
    </message>
    <message>
        <source>Off: itemised per GPU - the CUDA context, cuBLAS workspaces, NCCL buffers of each communicator this layout creates, and the caching allocator&apos;s reserve (8.5 % of the tensors, the median of 16 measured H100 steps). On: one figure replaces them.</source>
        <translation>关闭：按 GPU 逐项计算——CUDA 上下文、cuBLAS 工作区、此并行布局创建的每个通信器的 NCCL 缓冲区，以及缓存分配器的预留（张量的 8.5%，即 16 次实测 H100 训练步的中位数）。开启：用一个数值代替它们。</translation>
    </message>
    <message>
        <source>Runtime memory per GPU</source>
        <translation>每 GPU 运行时内存</translation>
    </message>
    <message>
        <source>Replaces the itemised CUDA, cuBLAS, NCCL and allocator memory with this figure.</source>
        <translation>用此数值代替逐项计算的 CUDA、cuBLAS、NCCL 与分配器内存。</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Expert parallelism (Megatron-Core) splits the routed experts over this many GPUs; each token&apos;s hidden state travels to its experts&apos; GPUs and back (an all-to-all per MoE layer and pass).</source>
        <translation>专家并行（Megatron-Core）把路由专家分到这么多块 GPU 上；每个 token 的隐藏状态发往其专家所在的 GPU 再返回（每个 MoE 层每次传递一次 all-to-all）。</translation>
    </message>
    <message>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <source>= TP</source>
        <translation>= TP</translation>
    </message>
    <message>
        <source>Expert tensor parallel</source>
        <translation>专家张量并行</translation>
    </message>
    <message>
        <source>Splits each expert&apos;s matrices over this many GPUs (Megatron&apos;s default: the tensor-parallel degree). The experts&apos; optimizer states are sharded over the GPUs left: GPUs per stage / (EP x ETP).</source>
        <translation>把每个专家的矩阵分到这么多块 GPU 上（Megatron 的默认值：张量并行度）。专家的优化器状态在剩余的 GPU 上分片：每级 GPU 数 / (EP x ETP)。</translation>
    </message>
    <message>
        <source>Expert load</source>
        <translation>专家负载</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>专家容量因子</translation>
    </message>
    <message>
        <source>Tokens the busiest expert GPU receives, as a multiple of the balanced share: its routed activations and expert compute grow with it. Megatron&apos;s --moe-expert-capacity-factor caps it there by dropping tokens; dropless training sees the router&apos;s own imbalance.</source>
        <translation>负载最重的专家 GPU 收到的 token 数，为均衡份额的倍数：其路由激活和专家计算随之增长。Megatron 的 --moe-expert-capacity-factor 通过丢弃 token 将其限制在此；不丢弃的训练承受路由器自身的不均衡。</translation>
    </message>
    <message>
        <source>x </source>
        <translation>x </translation>
    </message>
    <message>
        <source>Total GPUs = data parallel x tensor parallel x pipeline parallel x context parallel. With ZeRO the sharded parts shrink with the data-parallel size.</source>
        <translation>GPU 总数 = 数据并行 x 张量并行 x 流水线并行 x 上下文并行。使用 ZeRO 时，分片部分随数据并行规模缩小。</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Load-balanced split</source>
        <translation>负载均衡切分</translation>
    </message>
    <message>
        <source>On: each GPU takes two of 2 x CP chunks, one early and one late, so causal attention&apos;s work is even (Megatron&apos;s split). Off: contiguous chunks, and the last GPU, whose queries see every key, sets the pace.</source>
        <translation>开启：每个 GPU 取 2 x CP 块中的两块，一早一晚，使因果注意力的工作量均衡（Megatron 的切分）。关闭：连续切块，查询能看到全部键的最后一个 GPU 决定速度。</translation>
    </message>
    <message>
        <source>default (not with pipeline parallelism)</source>
        <translation>默认（流水线并行时不启用）</translation>
    </message>
    <message>
        <source>always</source>
        <translation>总是</translation>
    </message>
    <message>
        <source>never (keep gathered)</source>
        <translation>从不（保持聚合）</translation>
    </message>
    <message>
        <source>Reshard after forward</source>
        <translation>前向后重新分片</translation>
    </message>
    <message>
        <source>ZeRO-3/FSDP2&apos;s reshard_after_forward, as torchtitan sets it: free each layer&apos;s gathered weights after its forward and gather them again for the backward (default, except under pipeline parallelism), or keep them until the backward: more memory, half the all-gathers.</source>
        <translation>ZeRO-3/FSDP2 的 reshard_after_forward，按 torchtitan 的设置：每层前向结束后释放其聚合的权重，反向时再重新聚合（默认，流水线并行时除外）；或一直保留到反向：显存占用更多，all-gather 次数减半。</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>重叠 TP 通信</translation>
    </message>
    <message>
        <source>Hide the tensor-parallel all-gathers and reduce-scatters behind the GEMMs beside them: Transformer Engine&apos;s userbuffers (Megatron-Core&apos;s tp_comm_overlap) or torchtitan&apos;s AsyncTP. Each hides up to its GEMM&apos;s time, less the chunk that cannot overlap; the SMs its kernels take slow the GEMM. Needs sequence parallelism; off by default in both.</source>
        <translation>将张量并行的 all-gather 和 reduce-scatter 隐藏在相邻的 GEMM 之后：Transformer Engine 的 userbuffers（Megatron-Core 的 tp_comm_overlap）或 torchtitan 的 AsyncTP。每次通信最多隐藏其 GEMM 的时间，减去无法重叠的那一块；其内核占用的 SM 会拖慢 GEMM。需要序列并行；两者默认均关闭。</translation>
    </message>
    <message>
        <source>1F1B (interleaved)</source>
        <translation>1F1B（交错）</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>1F1B (Megatron; interleaved with virtual stages) or DualPipe (DeepSeek-V3): micro-batches enter from both ends, each GPU holds two stages (twice the parameters, one more micro-batch in flight), the bubble shrinks to (p/2 - 1)(F&amp;B + B - 3W) and the expert all-to-all hides behind the other direction&apos;s compute. Needs an even PP and an even number of micro-batches, at least 2 x PP.</source>
        <translation>1F1B（Megatron；配合虚拟级交错）或 DualPipe（DeepSeek-V3）：微批次从两端进入，每个 GPU 持有两级（参数翻倍，多一个在途微批次），气泡缩小为 (p/2 - 1)(F&amp;B + B - 3W)，专家 all-to-all 隐藏在另一方向的计算之后。需要偶数 PP 和偶数个微批次，至少 2 x PP。</translation>
    </message>
    <message>
        <source>the framework&apos;s (torchtitan: gathered)</source>
        <translation>框架默认（torchtitan：聚合后）</translation>
    </message>
    <message>
        <source>sharded (gathered again)</source>
        <translation>分片（反向时再聚合）</translation>
    </message>
    <message>
        <source>gathered (kept whole)</source>
        <translation>聚合后（完整保留）</translation>
    </message>
    <message>
        <source>TP saved inputs</source>
        <translation>TP 保存的输入</translation>
    </message>
    <message>
        <source>What each column-parallel projection keeps of its input for the backward under tensor and sequence parallelism: the sequence-sharded copy, all-gathered again in the backward (Megatron, Korthikanti et al. 2022), or the whole gathered sequence, t times the memory (torchtitan&apos;s plan). PyTorch implementations&apos; dense layers only.</source>
        <translation>在张量并行与序列并行下，每个列并行投影为反向保留的输入：按序列分片的副本，反向时再次 all-gather（Megatron，Korthikanti 等 2022），或完整的聚合后序列，占用 t 倍内存（torchtitan 的方案）。仅适用于 PyTorch 实现的稠密层。</translation>
    </message>
    <message>
        <source>Embedding and loss as layers</source>
        <translation>嵌入层和损失计为层</translation>
    </message>
    <message>
        <source>Count the embedding and the loss as one layer each when the layers are split over the pipeline (Megatron-Core&apos;s account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split; the Llama 3 paper&apos;s split): the first and the last stage hold one transformer layer fewer, which balances the embedding and the LM head. Needs (layers + 2) to divide over the stages and their virtual stages.</source>
        <translation>在流水线上划分各层时，把嵌入层和损失各计为一层（Megatron-Core 的 account_for_embedding_in_pipeline_split 和 account_for_loss_in_pipeline_split；Llama 3 论文的划分方式）：第一级和最后一级各少放一个 Transformer 层，以平衡嵌入层和 LM 输出头。要求 (层数 + 2) 能均分到各级及其虚拟级上。</translation>
    </message>
    <message>
        <source>ring (p2p, hidden)</source>
        <translation>环 (p2p，被掩盖)</translation>
    </message>
    <message>
        <source>all-gather (exposed)</source>
        <translation>all-gather（暴露）</translation>
    </message>
    <message>
        <source>all-to-all (Ulysses)</source>
        <translation>all-to-all (Ulysses)</translation>
    </message>
    <message>
        <source>CP communication</source>
        <translation>CP 通信</translation>
    </message>
    <message>
        <source>all-gather (behind the first chunk)</source>
        <translation>all-gather（在第一个分块之后）</translation>
    </message>
    <message>
        <source>ring of all-to-alls</source>
        <translation>all-to-all 环</translation>
    </message>
    <message>
        <source>Context parallelism (Megatron-Core, torchtitan) splits every sequence over this many GPUs: activations divide by it; the keys and values travel between them as CP communication sets. Needs FlashAttention; gradients are reduced over data x context parallel GPUs.</source>
        <translation>上下文并行（Megatron-Core、torchtitan）把每条序列分到这么多个 GPU 上：激活随之等分；键和值按“CP 通信”的设置在它们之间传递。需要 FlashAttention；梯度在数据并行 x 上下文并行的 GPU 上归约。</translation>
    </message>
    <message>
        <source>How torchtitan&apos;s context parallelism (PyTorch&apos;s) moves keys and values (--parallelism.context_parallel_rotate_method): one all-gather, waited for after the first chunk&apos;s attention (the default), or a ring of all-to-alls, each step beside one chunk&apos;s attention. The gradients of keys and values go round a ring in fp32 either way.</source>
        <translation>torchtitan 的上下文并行（即 PyTorch 的）如何移动键和值（--parallelism.context_parallel_rotate_method）：一次 all-gather，在第一个分块的注意力之后等待（默认）；或 all-to-all 环，每一步与一个分块的注意力并行。两种方式下键和值的梯度都以 fp32 沿环传递。</translation>
    </message>
    <message>
        <source>all-to-all + ring (a2a+p2p)</source>
        <translation>all-to-all + 环 (a2a+p2p)</translation>
    </message>
    <message>
        <source>How context parallelism moves keys and values (Megatron-Core&apos;s --cp-comm-type): a ring of sends beside the attention, which hides them while it lasts; an all-gather before the attention, all of it waited for (the Llama 3 paper&apos;s); all-to-alls that give each GPU the whole sequence for 1/CP of the heads (DeepSpeed-Ulysses), also waited for; or both in two levels, all-to-alls among the GPUs of a node and a ring across the nodes (a2a+p2p).</source>
        <translation>上下文并行如何传送键和值（Megatron-Core 的 --cp-comm-type）：在注意力旁边的环形发送，注意力持续时可将其掩盖；在注意力之前的 all-gather，需全部等待（Llama 3 论文的做法）；all-to-all，使每个 GPU 以 1/CP 的头处理整个序列（DeepSpeed-Ulysses），同样需等待；或两者分两级，节点内 GPU 之间的 all-to-all 加跨节点的环 (a2a+p2p)。</translation>
    </message>
    <message>
        <source>Overlap expert all-to-all</source>
        <translation>重叠专家 all-to-all</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s combined 1F1B schedule (--overlap-moe-expert-parallel-comm, Megatron-Bridge&apos;s moe_a2a_overlap): one micro-batch&apos;s forward runs beside another&apos;s backward, each one&apos;s all-to-all under the other&apos;s compute; the warm-up and cool-down run unpaired, and one more warm-up chunk stays in flight. Needs Megatron-Core, EP &gt; 1, virtual stages with PP &gt; 1, and no full recomputation; off by default.</source>
        <translation>Megatron-Core 的合并 1F1B 调度（--overlap-moe-expert-parallel-comm，Megatron-Bridge 的 moe_a2a_overlap）：一个 micro-batch 的前向与另一个的反向并行，各自的 all-to-all 藏在对方的计算之下；预热和收尾不配对，并多一个预热块在途。需要 Megatron-Core、EP &gt; 1、PP &gt; 1 时的虚拟阶段，且不做完全重计算；默认关闭。</translation>
    </message>
</context>
<context>
    <name>rooflab::HubCache</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot link %1 to its blob: %2</source>
        <translation>无法将 %1 链接到其 blob：%2</translation>
    </message>
    <message>
        <source>the server named the file &quot;%1&quot; at commit &quot;%2&quot;: not a name the cache can hold</source>
        <translation>服务器将文件命名为“%1”（提交“%2”）：缓存无法使用此名称</translation>
    </message>
    <message>
        <source>cannot create the folders of %1 in the Hugging Face cache</source>
        <translation>无法在 Hugging Face 缓存中创建 %1 的文件夹</translation>
    </message>
</context>
<context>
    <name>rooflab::HubClient</name>
    <message>
        <source>%1 did not send the config within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)</source>
        <translation>%1 未在 %2 秒内发送配置：未保存任何内容（HF_HUB_DOWNLOAD_TIMEOUT 设置等待时间）</translation>
    </message>
    <message>
        <source>HF_ENDPOINT &quot;%1&quot; is not an http(s) address</source>
        <translation>HF_ENDPOINT“%1”不是 http(s) 地址</translation>
    </message>
    <message>
        <source>the download was cancelled: nothing was stored</source>
        <translation>下载已取消：未保存任何内容</translation>
    </message>
    <message>
        <source>%1: the server sends %2 MiB, more than the %3 MiB a config.json may have: nothing was stored</source>
        <translation>%1：服务器发送了 %2 MiB，超过 config.json 允许的 %3 MiB：未保存任何内容</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)</source>
        <translation>%1 未在 %2 秒内响应：未保存任何内容（HF_HUB_DOWNLOAD_TIMEOUT 设置等待时间）</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
    <message>
        <source>Nothing was stored.</source>
        <translation>未保存任何内容。</translation>
    </message>
    <message>
        <source>%1: more than the %2 MiB a config.json may have: nothing was stored</source>
        <translation>%1：超过 config.json 允许的 %2 MiB：未保存任何内容</translation>
    </message>
    <message>
        <source>%1 did not say which commit (X-Repo-Commit) and file (ETag) it served: not the Hub&apos;s answer, so nothing was stored (check HF_ENDPOINT)</source>
        <translation>%1 未说明其提供的提交（X-Repo-Commit）和文件（ETag）：这不是 Hub 的响应，因此未保存任何内容（请检查 HF_ENDPOINT）</translation>
    </message>
    <message>
        <source>%1: a redirect without a valid Location: nothing was stored</source>
        <translation>%1：重定向没有有效的 Location：未保存任何内容</translation>
    </message>
    <message>
        <source>%1: more than %2 redirects (a redirect loop?) from %3: nothing was stored</source>
        <translation>%1：来自 %3 的重定向超过 %2 次（重定向循环？）：未保存任何内容</translation>
    </message>
    <message>
        <source>%1: the Hub wants a token (HTTP 401): the model is gated or private, or does not exist. If it is gated, request access on its page %2, then set HF_TOKEN to a token of that account.</source>
        <translation>%1：Hub 需要令牌（HTTP 401）：该模型受限或私有，或不存在。如果受限，请在其页面 %2 申请访问，然后将 HF_TOKEN 设置为该账户的令牌。</translation>
    </message>
    <message>
        <source>%1: the Hub refused this token (HTTP %3): the model is gated or private and the token&apos;s account has no access yet. Request access on the model page %2 (or use a token with read access).</source>
        <translation>%1：Hub 拒绝了此令牌（HTTP %3）：该模型受限或私有，且令牌所属账户尚无访问权限。请在模型页面 %2 申请访问（或使用具有读取权限的令牌）。</translation>
    </message>
    <message>
        <source>%1: not found (HTTP 404): no such model, revision &quot;%2&quot; or config.json on %3. Check the name and the revision.</source>
        <translation>%1：未找到（HTTP 404）：%3 上没有此模型、修订版“%2”或 config.json。请检查名称和修订版。</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2 for %3.</source>
        <translation>%1：服务器对 %3 返回了 HTTP %2。</translation>
    </message>
</context>
<context>
    <name>rooflab::HubConfigLoader</name>
    <message>
        <source>%1 has no config.json on the Hub (its cache in %2 says so): not a model RoofLab can read</source>
        <translation>%1 在 Hub 上没有 config.json（%2 中的缓存如此记录）：RoofLab 无法读取此模型</translation>
    </message>
    <message>
        <source>%1 is not in the Hugging Face cache (%2) and HF_HUB_OFFLINE is set, so nothing was downloaded: unset HF_HUB_OFFLINE once to fetch it</source>
        <translation>%1 不在 Hugging Face 缓存（%2）中，且已设置 HF_HUB_OFFLINE，因此未下载任何内容：取消一次 HF_HUB_OFFLINE 即可获取</translation>
    </message>
    <message>
        <source>%1: the config.json served is JSON but not an object (a Hugging Face config is one): nothing was stored</source>
        <translation>%1：提供的 config.json 是 JSON 但不是对象（Hugging Face 配置应为对象）：未保存任何内容</translation>
    </message>
    <message>
        <source>%1: the config.json served is not valid JSON (at byte %2): nothing was stored</source>
        <translation>%1：提供的 config.json 不是有效的 JSON（位于第 %2 字节）：未保存任何内容</translation>
    </message>
    <message>
        <source>%1 was stored in %2 but cannot be found there again</source>
        <translation>%1 已保存到 %2，但无法在其中再次找到</translation>
    </message>
</context>
<context>
    <name>rooflab::HubImportDialog</name>
    <message>
        <source>Import from the Hugging Face Hub</source>
        <translation>从 Hugging Face Hub 导入</translation>
    </message>
    <message>
        <source>The model&apos;s name on the Hub, e.g. meta-llama/Llama-3.1-8B, or ORG/NAME@REVISION. Models already in your Hugging Face cache (%1) complete as you type; any other&apos;s config.json is downloaded into it.</source>
        <translation>模型在 Hub 上的名称，例如 meta-llama/Llama-3.1-8B，或 ORG/NAME@REVISION。已在 Hugging Face 缓存（%1）中的模型会在输入时自动补全；其他模型的 config.json 会下载到该缓存中。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Looking for %1...</source>
        <translation>正在查找 %1...</translation>
    </message>
</context>
<context>
    <name>rooflab::HubModelName</name>
    <message>
        <source>&quot;%1&quot; is not a model name on the Hugging Face Hub: ORG/NAME or ORG/NAME@REVISION, e.g. meta-llama/Llama-3.1-8B (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation>“%1”不是 Hugging Face Hub 上的模型名称：应为 ORG/NAME 或 ORG/NAME@REVISION，例如 meta-llama/Llama-3.1-8B（字母、数字、&apos;-&apos;、&apos;_&apos; 和 &apos;.&apos;）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision: a branch, a tag or a commit hash, e.g. main</source>
        <translation>“%1”不是修订版：应为分支、标签或提交哈希，例如 main</translation>
    </message>
</context>
<context>
    <name>rooflab::InferenceControls</name>
    <message>
        <source>train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Roofline and inference</source>
        <translation>Roofline 与推理</translation>
    </message>
    <message>
        <source>Roofline phase</source>
        <translation>Roofline 阶段</translation>
    </message>
    <message>
        <source>Which step the roofline places its operations for: a training step, a prefill (the whole prompt at once, compute bound) or one decode step (one token per sequence, memory bound).</source>
        <translation>Roofline 针对哪一步放置各项运算：一个训练步、一次预填充（一次性处理整个提示，计算受限）或一个解码步（每条序列一个 token，访存受限）。</translation>
    </message>
    <message>
        <source>Inference batch</source>
        <translation>推理批次</translation>
    </message>
    <message>
        <source>Sequences served together. Decode reads the weights once per step for the whole batch, so a larger batch raises arithmetic intensity.</source>
        <translation>同时服务的序列数。解码每步为整个批次只读取一次权重，因此批次越大，算术强度越高。</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>上下文（token）</translation>
    </message>
    <message>
        <source>Tokens held in the KV cache per sequence (prompt + generated).</source>
        <translation>每条序列在 KV 缓存中保存的 token 数（提示 + 生成）。</translation>
    </message>
    <message>
        <source>KV cache dtype</source>
        <translation>KV 缓存数据类型</translation>
    </message>
    <message>
        <source>Storage format of the cached keys and values: fp8 halves the KV cache of bf16.</source>
        <translation>缓存的键和值的存储格式：fp8 的 KV 缓存只有 bf16 的一半。</translation>
    </message>
    <message>
        <source>Serving weights</source>
        <translation>推理权重</translation>
    </message>
    <message>
        <source>vLLM memory share</source>
        <translation>vLLM 显存占比</translation>
    </message>
    <message>
        <source>GPU memory utilization (vLLM)</source>
        <translation>GPU 显存利用率（vLLM）</translation>
    </message>
    <message>
        <source>The share of the card&apos;s memory vLLM may use (--gpu-memory-utilization, 0.9 by default): what is left of it after the weights and the profiling run&apos;s activations becomes the KV cache.</source>
        <translation>vLLM 可使用的显存比例（--gpu-memory-utilization，默认 0.9）：扣除权重和分析运行的激活后剩余的部分成为 KV 缓存。</translation>
    </message>
    <message>
        <source>Storage format of the weights when serving. Quantised formats (fp8, int8, int4 as GPTQ/AWQ store it with a scale per 128 values, nf4 as bitsandbytes stores it) shrink the blocks&apos; matrices and the bytes decode must read; embeddings, head and norms stay bf16. nf4 is dequantised to bf16 before each matmul of more than one token.</source>
        <translation>推理服务时权重的存储格式。量化格式（fp8、int8、按 GPTQ/AWQ 方式每 128 个值带一个缩放因子存储的 int4、按 bitsandbytes 方式存储的 nf4）缩小各块的矩阵以及解码必须读取的字节；嵌入、输出头和归一化保持 bf16。nf4 在每次多于一个 token 的矩阵乘法之前反量化为 bf16。</translation>
    </message>
</context>
<context>
    <name>rooflab::LogSlider</name>
    <message>
        <source> (typed value)</source>
        <translation> （输入值）</translation>
    </message>
    <message>
        <source>
Type an exact value; suffixes k, M, B and T are understood.</source>
        <translation>
可输入精确值；支持后缀 k、M、B 和 T。</translation>
    </message>
    <message>
        <source>%1 is outside the range %2 to %3: the value stays %4.</source>
        <translation>%1 超出 %2 到 %3 的范围：数值保持为 %4。</translation>
    </message>
</context>
<context>
    <name>rooflab::MainMenus</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Load Results...</source>
        <translation>加载结果(&amp;L)...</translation>
    </message>
    <message>
        <source>Load bench results (JSON) measured here or on another machine</source>
        <translation>加载在本机或其他机器上测得的基准测试结果（JSON）</translation>
    </message>
    <message>
        <source>&amp;Lectures</source>
        <translation>教学案例(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Formulas</source>
        <translation>公式(&amp;F)</translation>
    </message>
    <message>
        <source>Every formula RoofLab uses, with its source</source>
        <translation>RoofLab 使用的所有公式及其来源</translation>
    </message>
    <message>
        <source>&amp;About RoofLab</source>
        <translation>关于 RoofLab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export Chart...</source>
        <translation>导出图表(&amp;E)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with large fonts and thick lines for a projector</source>
        <translation>全屏显示，使用大字体和粗线条，适合投影仪</translation>
    </message>
    <message>
        <source>&amp;Light Theme</source>
        <translation>浅色主题(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>Units: &amp;GiB (2^30 bytes)</source>
        <translation>单位：&amp;GiB（2^30 字节）</translation>
    </message>
    <message>
        <source>Units: G&amp;B (10^9 bytes)</source>
        <translation>单位：G&amp;B（10^9 字节）</translation>
    </message>
    <message>
        <source>&amp;Number Formats</source>
        <translation>数值格式(&amp;N)</translation>
    </message>
    <message>
        <source>Bit layouts, ranges and rounding of FP32 down to FP4</source>
        <translation>从 FP32 到 FP4 的位布局、范围与舍入</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Import Model Config...</source>
        <translation>导入模型配置(&amp;I)...</translation>
    </message>
    <message>
        <source>Use a Hugging Face config.json as the model (Llama, Mistral, Qwen, Gemma, ...)</source>
        <translation>使用 Hugging Face 的 config.json 作为模型（Llama、Mistral、Qwen、Gemma 等）</translation>
    </message>
    <message>
        <source>&amp;Measured on a Real GPU</source>
        <translation>真实 GPU 实测(&amp;M)</translation>
    </message>
    <message>
        <source>GEMM, bandwidth and intensity sweeps measured with rooflab-bench, shipped with RoofLab</source>
        <translation>用 rooflab-bench 实测的 GEMM、带宽和算术强度扫描，随 RoofLab 提供</translation>
    </message>
    <message>
        <source>%1, measured %2</source>
        <translation>%1，测于 %2</translation>
    </message>
    <message>
        <source>&amp;Next Lecture</source>
        <translation>下一讲(&amp;N)</translation>
    </message>
    <message>
        <source>Open the next lecture scenario</source>
        <translation>打开下一讲的场景</translation>
    </message>
    <message>
        <source>&amp;Previous Lecture</source>
        <translation>上一讲(&amp;P)</translation>
    </message>
    <message>
        <source>Open the previous lecture scenario</source>
        <translation>打开上一讲的场景</translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation>练习(&amp;E)</translation>
    </message>
    <message>
        <source>Questions on the lecture scenarios: answer by dragging the controls, RoofLab checks the answer and shows the derivation</source>
        <translation>关于讲座场景的问题：拖动控件作答，RoofLab 检查答案并显示推导过程</translation>
    </message>
    <message>
        <source>Import from the &amp;Hub...</source>
        <translation>从 Hub 导入(&amp;H)...</translation>
    </message>
    <message>
        <source>A Hugging Face model by its name (ORG/NAME), from your Hugging Face cache or downloaded into it</source>
        <translation>按名称（ORG/NAME）使用 Hugging Face 模型，取自 Hugging Face 缓存或下载到其中</translation>
    </message>
    <message>
        <source>Compare &amp;with File...</source>
        <translation>与文件比较(&amp;W)...</translation>
    </message>
    <message>
        <source>A saved scenario beside this one: memory, step time, MFU, time, cost and the settings that differ</source>
        <translation>将已保存的场景与当前场景并列：内存、步时间、MFU、时间、成本以及不同的设置</translation>
    </message>
    <message>
        <source>%1, %3 training-shaped products, measured %2</source>
        <translation>%1，%3 个训练形状的矩阵乘积，测于 %2</translation>
    </message>
    <message>
        <source>%1, decode probes, measured %2</source>
        <translation>%1，解码探测，测于 %2</translation>
    </message>
</context>
<context>
    <name>rooflab::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Napkin math</source>
        <translation>粗略估算</translation>
    </message>
    <message>
        <source>GPU benchmark</source>
        <translation>GPU 基准测试</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] - RoofLab</source>
        <translation>%1[*] - RoofLab</translation>
    </message>
    <message>
        <source>Cannot export chart</source>
        <translation>无法导出图表</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Chart copied (1920 x 1080)</source>
        <translation>图表已复制（1920 x 1080）</translation>
    </message>
    <message>
        <source>Cannot copy chart</source>
        <translation>无法复制图表</translation>
    </message>
    <message>
        <source>The clipboard is not available.</source>
        <translation>剪贴板不可用。</translation>
    </message>
    <message>
        <source>About RoofLab</source>
        <translation>关于 RoofLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RoofLab %1&lt;/h3&gt;&lt;p&gt;Will this model fit on the GPU, and will it be fast? Training and inference memory, FLOPs and the roofline of one scenario.&lt;/p&gt;&lt;p&gt;Copyright the RoofLab authors. RoofLab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Charts drawn with &lt;a href=&quot;https://www.qcustomplot.com/&quot;&gt;QCustomPlot&lt;/a&gt; by Emanuel Eichhammer (GPL-3.0). Built with Qt %2 and nlohmann/json.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RoofLab %1&lt;/h3&gt;&lt;p&gt;这个模型能放进 GPU 吗？跑得快吗？针对单个场景计算训练与推理显存、FLOPs 以及 Roofline。&lt;/p&gt;&lt;p&gt;版权所有 RoofLab 作者。RoofLab 是自由软件：您可以依据自由软件基金会发布的 GNU 通用公共许可证第 3 版或（由您选择）任何更新版本（GPL-3.0-or-later）的条款重新分发和/或修改它。本软件完全不提供任何担保。&lt;/p&gt;&lt;p&gt;图表使用 Emanuel Eichhammer 的 &lt;a href=&quot;https://www.qcustomplot.com/&quot;&gt;QCustomPlot&lt;/a&gt;（GPL-3.0）绘制。基于 Qt %2 和 nlohmann/json 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scenario %1 has changes that are not saved. Save them first?</source>
        <translation>场景 %1 有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>练习</translation>
    </message>
</context>
<context>
    <name>rooflab::MemoryChart</name>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>weights gathered (ZeRO-3)</source>
        <translation>聚合的权重（ZeRO-3）</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>master weights</source>
        <translation>主权重</translation>
    </message>
    <message>
        <source>optimizer: %1</source>
        <translation>优化器：%1</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>%1 model</source>
        <translation>%1 模型</translation>
    </message>
    <message>
        <source>(ZeRO-3: 1 GPU)</source>
        <translation>（ZeRO-3：1 个 GPU）</translation>
    </message>
    <message>
        <source>(ZeRO-3: ≥ %1 GPUs)</source>
        <translation>（ZeRO-3：≥ %1 个 GPU）</translation>
    </message>
    <message>
        <source>Inference: fits, %1 free</source>
        <translation>推理：放得下，剩余 %1</translation>
    </message>
    <message>
        <source>Inference: does not fit, %1 over</source>
        <translation>推理：放不下，超出 %1</translation>
    </message>
    <message>
        <source>each of %1 GPUs (training)</source>
        <translation>每个 GPU，共 %1 个（训练）</translation>
    </message>
    <message>
        <source>GPU (training)</source>
        <translation>GPU（训练）</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Memory per GPU — %1 on %2</source>
        <translation>每 GPU 显存 — %2 上的 %1</translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <source>%1
%2 over</source>
        <translation>%1
超出 %2</translation>
    </message>
    <message>
        <source>memory per GPU (%1)</source>
        <translation>每 GPU 显存（%1）</translation>
    </message>
    <message>
        <source>16-bit weight copies (autocast)</source>
        <translation>权重的 16 位副本（autocast）</translation>
    </message>
    <message>
        <source>optimizer scratch</source>
        <translation>优化器临时缓冲</translation>
    </message>
    <message>
        <source>layer being recomputed</source>
        <translation>正在重计算的层</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>loss buffers</source>
        <translation>损失缓冲区</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>优化器步</translation>
    </message>
    <message>
        <source>peak: %1</source>
        <translation>峰值：%1</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), fits, %3 free</source>
        <translation>训练：峰值 %1（%2），放得下，剩余 %3</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), needs ≥ %3 GPUs with this strategy</source>
        <translation>训练：峰值 %1（%2），此策略下需要 ≥ %3 个 GPU</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit with this strategy at any GPU count</source>
        <translation>训练：峰值 %1（%2），此策略下任何 GPU 数量都放不下</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>CUDA, NCCL + allocator</source>
        <translation>CUDA、NCCL + 分配器</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2) fits the GPU, but the host needs %3 per node, %4 over its RAM</source>
        <translation>训练：峰值 %1（%2）可放入 GPU，但主机每节点需要 %3，超出其内存 %4</translation>
    </message>
    <message>
        <source>host RAM per node: %1 of %2</source>
        <translation>每节点主机内存：%1 / %2</translation>
    </message>
    <message>
        <source>host RAM per node: %1</source>
        <translation>每节点主机内存：%1</translation>
    </message>
    <message>
        <source>host RAM per node (%1 GPUs)</source>
        <translation>每节点主机内存（%1 块 GPU）</translation>
    </message>
    <message>
        <source>host RAM (offload)</source>
        <translation>主机内存（卸载）</translation>
    </message>
    <message>
        <source>pinned swap buffers (host)</source>
        <translation>锁页交换缓冲区（主机）</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <source>host RAM not known</source>
        <translation>主机内存未知</translation>
    </message>
    <message>
        <source>+ %1 on NVMe</source>
        <translation>+ NVMe 上 %1</translation>
    </message>
    <message>
        <source>memory (%1)</source>
        <translation>内存（%1）</translation>
    </message>
    <message>
        <source>FP8/FP4 weight copies</source>
        <translation>FP8/FP4 权重副本</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), tight: fits only while the allocator reserve and NCCL buffers stay below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>训练：峰值 %1（%2），很紧：仅当分配器预留和 NCCL 缓冲区低于 %3（估计 %4）时才放得下；请设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), tight: fits only while the allocator reserve stays below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>训练：峰值 %1（%2），很紧：仅当分配器预留低于 %3（估计 %4）时才放得下；请设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</translation>
    </message>
    <message>
        <source>runtime memory set to %1, not estimated</source>
        <translation>运行时内存设为 %1，未估算</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit on 1 GPU</source>
        <translation>训练：峰值 %1（%2），1 块 GPU 放不下</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit on %3 GPUs</source>
        <translation>训练：峰值 %1（%2），%3 块 GPU 放不下</translation>
    </message>
    <message>
        <source>training: %1 pipeline stages of %2 GPUs each</source>
        <translation>训练：%1 个流水线阶段，每个 %2 块 GPU</translation>
    </message>
    <message>
        <source>first stage</source>
        <translation>第一阶段</translation>
    </message>
    <message>
        <source>last stage</source>
        <translation>最后阶段</translation>
    </message>
    <message>
        <source>middle stages</source>
        <translation>中间阶段</translation>
    </message>
</context>
<context>
    <name>rooflab::Messages</name>
    <message>
        <source>must be &gt;= 1, got %1</source>
        <translation>必须 &gt;= 1，实际为 %1</translation>
    </message>
    <message>
        <source>must be &lt;= %1, got %2</source>
        <translation>必须 &lt;= %1，实际为 %2</translation>
    </message>
    <message>
        <source>must divide heads (%1), got %2</source>
        <translation>必须能整除注意力头数（%1），实际为 %2</translation>
    </message>
    <message>
        <source>must be &gt;= 0, got %1</source>
        <translation>必须 &gt;= 0，实际为 %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>必须介于 %1 和 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be between 1 and experts (%1), got %2</source>
        <translation>必须介于 1 和专家数（%1）之间，实际为 %2</translation>
    </message>
    <message>
        <source>must be between %1 and %2 parameters, got %3</source>
        <translation>必须介于 %1 和 %2 个参数之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2 tokens, got %3</source>
        <translation>必须介于 %1 和 %2 个 token 之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3, got %1</source>
        <translation>必须为 0、1、2 或 3，实际为 %1</translation>
    </message>
    <message>
        <source>must be at least tp x pp = %1, got %2</source>
        <translation>必须至少为 tp x pp = %1，实际为 %2</translation>
    </message>
    <message>
        <source>cannot exceed the model&apos;s %1 layers, got %2</source>
        <translation>不能超过模型的 %1 层，实际为 %2</translation>
    </message>
    <message>
        <source>GPU memory must be &gt; 0</source>
        <translation>GPU 显存必须 &gt; 0</translation>
    </message>
    <message>
        <source>GPU bandwidth must be &gt; 0</source>
        <translation>GPU 带宽必须 &gt; 0</translation>
    </message>
    <message>
        <source>%1 has no %2 peak; choose another precision or GPU</source>
        <translation>%1 没有 %2 峰值；请选择其他精度或 GPU</translation>
    </message>
    <message>
        <source>must be between %1 and %2 GiB, got %3</source>
        <translation>必须介于 %1 和 %2 GiB 之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be in (0, 1], got %1</source>
        <translation>必须在 (0, 1] 范围内，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is not a multiple of tp x pp = %2; the remainder is idle</source>
        <translation>%1 不是 tp x pp = %2 的倍数；多出的部分将闲置</translation>
    </message>
    <message>
        <source>above 1M tokens, activations and attention FLOPs are extrapolated</source>
        <translation>超过 1M token 时，激活值和注意力 FLOPs 为外推值</translation>
    </message>
    <message>
        <source>without FlashAttention the s x s attention scores dominate memory</source>
        <translation>不使用 FlashAttention 时，s x s 注意力分数将占据主要显存</translation>
    </message>
    <message>
        <source>%1 gives no FP32 rate; non-matmul operations use the %2 ceiling on the roofline</source>
        <translation>%1 未提供 FP32 算力；Roofline 上的非矩阵乘运算使用 %2 上限</translation>
    </message>
    <message>
        <source>got null</source>
        <translation>实际为 null</translation>
    </message>
    <message>
        <source>got an object</source>
        <translation>实际为对象</translation>
    </message>
    <message>
        <source>got an array</source>
        <translation>实际为数组</translation>
    </message>
    <message>
        <source>got true</source>
        <translation>实际为 true</translation>
    </message>
    <message>
        <source>got false</source>
        <translation>实际为 false</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>实际为 %1</translation>
    </message>
    <message>
        <source>unknown key (ignored)</source>
        <translation>未知的键（已忽略）</translation>
    </message>
    <message>
        <source>expected an integer, %1</source>
        <translation>应为整数，%1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, %3</source>
        <translation>必须介于 %1 和 %2 之间，%3</translation>
    </message>
    <message>
        <source>expected a number, %1</source>
        <translation>应为数字，%1</translation>
    </message>
    <message>
        <source>expected true or false, %1</source>
        <translation>应为 true 或 false，%1</translation>
    </message>
    <message>
        <source>expected a string, %1</source>
        <translation>应为字符串，%1</translation>
    </message>
    <message>
        <source>expected one of %1, %2</source>
        <translation>应为 %1 之一，%2</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of %2</source>
        <translation>未知的值 &quot;%1&quot;；应为 %2 之一</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;</source>
        <translation>未知的预设 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object or a preset name, %1</source>
        <translation>应为对象或预设名称，%1</translation>
    </message>
    <message>
        <source>give either a preset or a size-only parameter count, not both</source>
        <translation>请指定预设或仅规模的参数量，二者不能同时指定</translation>
    </message>
    <message>
        <source>required for an explicit architecture (or give &quot;preset&quot; or &quot;params&quot;)</source>
        <translation>显式指定架构时必填（或指定 &quot;preset&quot; 或 &quot;params&quot;）</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;; expected %2 or an object</source>
        <translation>未知的预设 &quot;%1&quot;；应为 %2 或对象</translation>
    </message>
    <message>
        <source>expected a preset name or an object, %1</source>
        <translation>应为预设名称或对象，%1</translation>
    </message>
    <message>
        <source>expected an object, %1</source>
        <translation>应为对象，%1</translation>
    </message>
    <message>
        <source>give either a database id or a custom GPU, not both</source>
        <translation>请指定数据库 id 或自定义 GPU，二者不能同时指定</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;; known: %2</source>
        <translation>未知的 GPU &quot;%1&quot;；已知：%2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, %1</source>
        <translation>顶层应为 JSON 对象，%1</translation>
    </message>
    <message>
        <source>missing; read as version %1</source>
        <translation>缺失；按版本 %1 读取</translation>
    </message>
    <message>
        <source>this RoofLab reads scenario version %1, the file is version %2</source>
        <translation>此版本 RoofLab 读取场景版本 %1，而该文件为版本 %2</translation>
    </message>
    <message>
        <source>unknown dtype &quot;%1&quot;</source>
        <translation>未知的 dtype &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;major.minor&quot;, got &quot;%1&quot;</source>
        <translation>应为 &quot;major.minor&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;gemm&quot;, &quot;stream&quot; or &quot;intensity&quot;, got &quot;%1&quot;</source>
        <translation>应为 &quot;gemm&quot;、&quot;stream&quot; 或 &quot;intensity&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>应为 &quot;%1&quot;，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unsupported version %1 (this build reads 1 to %2)</source>
        <translation>不支持的版本 %1（此构建可读取 1 到 %2）</translation>
    </message>
    <message>
        <source>expected an array, %1</source>
        <translation>应为数组，%1</translation>
    </message>
    <message>
        <source>expected at least one positive peak</source>
        <translation>至少需要一个正的峰值</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>重复的 id “%1”</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>must be at least %1, %2</source>
        <translation>必须至少为 %1，%2</translation>
    </message>
    <message>
        <source>must be greater than %1 and at most %2, %3</source>
        <translation>必须大于 %1 且不超过 %2，%3</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>应为非空字符串</translation>
    </message>
    <message>
        <source>expected an object of dtype: number, %1</source>
        <translation>应为“数据类型: 数字”对象，%1</translation>
    </message>
    <message>
        <source>dtype &quot;%1&quot; given twice</source>
        <translation>数据类型“%1”出现了两次</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>第 %1 字节处 JSON 无效：%2</translation>
    </message>
    <message>
        <source>expected 1, %1</source>
        <translation>应为 1，%1</translation>
    </message>
    <message>
        <source>latent attention needs qk_rope_head_dim + qk_nope_head_dim &gt;= 1 and v_head_dim &gt;= 1</source>
        <translation>潜在注意力需要 qk_rope_head_dim + qk_nope_head_dim &gt;= 1 且 v_head_dim &gt;= 1</translation>
    </message>
    <message>
        <source>missing, needed for the parameter count</source>
        <translation>缺失，参数计数需要此项</translation>
    </message>
    <message>
        <source>the parameter count does not support this value yet, %1</source>
        <translation>参数计数尚不支持此值，%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported yet; supported: %2</source>
        <translation>尚不支持“%1”；支持：%2</translation>
    </message>
    <message>
        <source>give either hf_config or %1, not both</source>
        <translation>请给出 hf_config 或 %1，不能同时给出</translation>
    </message>
    <message>
        <source>expected a non-empty list of q, k, v, o, gate, up, down, %1</source>
        <translation>应为由 q、k、v、o、gate、up、down 组成的非空列表，%1</translation>
    </message>
    <message>
        <source>this shape has %1 parameters; at most %2 are supported</source>
        <translation>此结构有 %1 个参数；最多支持 %2 个</translation>
    </message>
    <message>
        <source>must divide the model&apos;s %1 experts, got %2</source>
        <translation>必须整除模型的 %1 个专家，实际为 %2</translation>
    </message>
    <message>
        <source>ep x etp = %1 GPUs must fit in the %2 GPUs of a pipeline stage</source>
        <translation>ep x etp = %1 块 GPU 必须容纳在流水级的 %2 块 GPU 中</translation>
    </message>
    <message>
        <source>the model has no routed experts; expert parallelism is ignored</source>
        <translation>模型没有路由专家；忽略专家并行</translation>
    </message>
    <message>
        <source>the %1 GPUs of a pipeline stage are not a multiple of ep x etp = %2; Megatron refuses this layout</source>
        <translation>流水级的 %1 块 GPU 不是 ep x etp = %2 的倍数；Megatron 拒绝这种布局</translation>
    </message>
    <message>
        <source>tp x pp x cp = %1 GPUs exceed the %2 GPUs</source>
        <translation>tp x pp x cp = %1 个 GPU 超过了 %2 个 GPU</translation>
    </message>
    <message>
        <source>the sequence of %1 tokens does not split into %2 equal chunks</source>
        <translation>长度为 %1 个词元的序列无法均分为 %2 块</translation>
    </message>
    <message>
        <source>context parallelism needs FlashAttention (ring attention merges its partial results)</source>
        <translation>上下文并行需要 FlashAttention（环形注意力合并部分结果）</translation>
    </message>
    <message>
        <source>%1 is not a multiple of tp x pp x cp = %2; the remainder is idle</source>
        <translation>%1 不是 tp x pp x cp = %2 的倍数；余下的 GPU 闲置</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>……以及另外 %1 个问题</translation>
    </message>
    <message>
        <source>expected a dtype or &quot;none&quot;, %1</source>
        <translation>应为数据类型或 &quot;none&quot;，%1</translation>
    </message>
    <message>
        <source>the optimizer moves to the host with ZeRO stage 1 or more (it updates its own partition there), got stage %1</source>
        <translation>优化器只有在 ZeRO 阶段 1 及以上才会移到主机（在那里更新自己的分区），实际为阶段 %1</translation>
    </message>
    <message>
        <source>parameters move to the host with ZeRO stage 3 and the optimizer offloaded</source>
        <translation>参数只有在 ZeRO 阶段 3 且优化器已卸载时才会移到主机</translation>
    </message>
    <message>
        <source>the gradient partition lives where the optimizer runs: &quot;cpu&quot; with an offloaded optimizer, else &quot;none&quot;</source>
        <translation>梯度分区位于优化器运行之处：优化器卸载时为 &quot;cpu&quot;，否则为 &quot;none&quot;</translation>
    </message>
    <message>
        <source>activations move to the host&apos;s memory only (&quot;cpu&quot;)</source>
        <translation>激活只能移到主机内存（&quot;cpu&quot;）</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 learned positions (a position table has no row beyond it)</source>
        <translation>%1 个 token 超出模型的 %2 个可学习位置（位置表之外没有更多行）</translation>
    </message>
    <message>
        <source>%1 tokens are beyond the %2 the model was trained for; training there extends its context (RoPE scaling)</source>
        <translation>%1 个 token 超出模型训练时的 %2；在此长度训练会扩展其上下文（RoPE 缩放）</translation>
    </message>
    <message>
        <source>%1 tokens are beyond the model&apos;s %2-token context; vLLM refuses a longer max_model_len unless told to</source>
        <translation>%1 个 token 超出模型的 %2 token 上下文；除非明确允许，vLLM 拒绝更长的 max_model_len</translation>
    </message>
    <message>
        <source>latent attention has kv_heads = heads and head_dim = qk_nope_head_dim + qk_rope_head_dim (%1)</source>
        <translation>潜在注意力的 kv_heads = heads 且 head_dim = qk_nope_head_dim + qk_rope_head_dim（%1）</translation>
    </message>
    <message>
        <source>expected a list of %1, %2</source>
        <translation>应为由 %1 组成的列表，%2</translation>
    </message>
    <message>
        <source>unknown module %1; expected some of %2</source>
        <translation>未知模块 %1；应为 %2 中的若干项</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s modules apply with &quot;checkpointing&quot;: &quot;selective&quot; and the megatron implementation only</source>
        <translation>Megatron-Core 的模块仅在 &quot;checkpointing&quot;: &quot;selective&quot; 且实现为 megatron 时适用</translation>
    </message>
    <message>
        <source>%1 is odd: the LM head&apos;s 16-bit products run cuBLAS&apos;s unaligned kernels, about a sixth of the aligned speed on an H100; a vocabulary padded to a multiple of 64 (%2) avoids that</source>
        <translation>%1 是奇数：LM 头的 16 位矩阵乘法只能用 cuBLAS 的非对齐内核，在 H100 上约为对齐时速度的六分之一；把词表补齐到 64 的倍数（%2）即可避免</translation>
    </message>
    <message>
        <source>torch.compile applies to the PyTorch implementations (torchtitan, llm-foundry, pytorch-eager, pytorch-sdpa), not to Megatron&apos;s code</source>
        <translation>torch.compile 适用于 PyTorch 实现（torchtitan、llm-foundry、pytorch-eager、pytorch-sdpa），不适用于 Megatron 的代码</translation>
    </message>
    <message>
        <source>expected &quot;fp32&quot; or &quot;bf16&quot;</source>
        <translation>应为 &quot;fp32&quot; 或 &quot;bf16&quot;</translation>
    </message>
    <message>
        <source>%1 gives no board power (power_w); the limit is ignored</source>
        <translation>%1 未给出板卡功率 (power_w)；该上限被忽略</translation>
    </message>
    <message>
        <source>%1 W is above the board&apos;s %2 W; the board&apos;s limit applies</source>
        <translation>%1 W 高于板卡的 %2 W；采用板卡的上限</translation>
    </message>
    <message>
        <source>%1 W of the board&apos;s %2 W: the sustained SM clock and every compute peak of the step time are taken as %3 of the datasheet&apos;s ((limit / board)^(1/3), assumed); memory bandwidth is not derated</source>
        <translation>板卡 %2 W 中的 %1 W：持续 SM 时钟和步时中的每个计算峰值取数据手册值的 %3（(上限 / 板卡)^(1/3)，假设）；内存带宽不降低</translation>
    </message>
    <message>
        <source>must be a power above 0 W and at most %1 W, got %2</source>
        <translation>必须是大于 0 W 且至多 %1 W 的功率，得到 %2</translation>
    </message>
    <message>
        <source>has no effect without tensor parallelism (tp &gt; 1) and sequence parallelism; Megatron-Core refuses it without sequence parallelism</source>
        <translation>没有张量并行（tp &gt; 1）和序列并行时不起作用；没有序列并行时 Megatron-Core 会拒绝该设置</translation>
    </message>
    <message>
        <source>applies to ZeRO-3/FSDP only (zero 3); it has no effect here</source>
        <translation>仅适用于 ZeRO-3/FSDP（zero 3）；此处不起作用</translation>
    </message>
    <message>
        <source>has no effect: it needs FP8 compute (fp8-e4m3 or fp8-e5m2) under ZeRO-3/FSDP (zero 3)</source>
        <translation>不起作用：需要在 ZeRO-3/FSDP（zero 3）下使用 FP8 计算（fp8-e4m3 或 fp8-e5m2）</translation>
    </message>
    <message>
        <source>&quot;op-selective&quot; is modelled for dense models; a mixture of experts&apos; grouped GEMMs are not (choose &quot;selective&quot; or &quot;full&quot;)</source>
        <translation>&quot;op-selective&quot; 仅针对稠密模型建模，混合专家模型的分组 GEMM 未建模（请选择 &quot;selective&quot; 或 &quot;full&quot;）</translation>
    </message>
    <message>
        <source>&quot;op-selective&quot; is not modelled for latent attention (choose &quot;selective&quot; or &quot;full&quot;)</source>
        <translation>&quot;op-selective&quot; 未针对潜在注意力建模（请选择 &quot;selective&quot; 或 &quot;full&quot;）</translation>
    </message>
    <message>
        <source>must be at least min (%1), got %2</source>
        <translation>必须至少为 min（%1），实际为 %2</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>tensor parallelism searched within a node (tp up to %1)</source>
        <translation>张量并行仅在单个节点内搜索（tp 最多 %1）</translation>
    </message>
    <message>
        <source>micro-batches of at most %1 sequences</source>
        <translation>微批次最多 %1 个序列</translation>
    </message>
    <message>
        <source>at most %1 virtual stages per pipeline stage</source>
        <translation>每个流水线阶段最多 %1 个虚拟阶段</translation>
    </message>
    <message>
        <source>search bounded from %1 to %2 layouts: %3</source>
        <translation>搜索范围从 %1 个布局限制为 %2 个：%3</translation>
    </message>
    <message>
        <source>exposed data-parallel reduce-scatter</source>
        <translation>暴露的数据并行 reduce-scatter</translation>
    </message>
    <message>
        <source>exposed data-parallel all-reduce</source>
        <translation>暴露的数据并行 all-reduce</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>exposed ZeRO all-gathers</source>
        <translation>暴露的 ZeRO all-gather</translation>
    </message>
    <message>
        <source>exposed tensor-parallel communication</source>
        <translation>暴露的张量并行通信</translation>
    </message>
    <message>
        <source>exposed pipeline send/receive</source>
        <translation>暴露的流水线发送/接收</translation>
    </message>
    <message>
        <source>exposed expert all-to-all</source>
        <translation>暴露的专家 all-to-all</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>优化器步骤</translation>
    </message>
    <message>
        <source>exposed offload copies</source>
        <translation>暴露的卸载拷贝</translation>
    </message>
    <message>
        <source>compute slowed by overlapped communication</source>
        <translation>被重叠通信拖慢的计算</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>%1: ties the best</source>
        <translation>%1：与最佳持平</translation>
    </message>
    <message>
        <source>the scenario has no plan block (give plan.global_batch)</source>
        <translation>场景没有 plan 块（请给出 plan.global_batch）</translation>
    </message>
    <message>
        <source>must be at least 1 sequence, got %1</source>
        <translation>必须至少为 1 个序列，实际为 %1</translation>
    </message>
    <message>
        <source>%1 GPU counts in plan.gpus; %2 of them, spread geometrically, were searched</source>
        <translation>plan.gpus 中有 %1 个 GPU 数量；按几何间隔搜索了其中 %2 个</translation>
    </message>
    <message>
        <source>%1 sequences do not divide among the data-parallel sizes the layouts of %2 GPUs allow (%3); choose a global batch that one of them divides</source>
        <translation>%1 个序列无法在 %2 个 GPU 的布局所允许的数据并行规模（%3）之间均分；请选择能被其中之一整除的全局批量</translation>
    </message>
    <message>
        <source>no layout of the model splits over %1 GPUs with what plan.fixed holds and what the framework profile runs</source>
        <translation>在 plan.fixed 固定的取值和框架配置所支持的方式下，模型没有可分布到 %1 个 GPU 上的布局</translation>
    </message>
    <message>
        <source>run.price_per_gpu_hour is not set: the cost ranks as GPU-hours to train</source>
        <translation>未设置 run.price_per_gpu_hour：成本按训练所需 GPU 小时排序</translation>
    </message>
    <message>
        <source>training.tokens is not set: the ranking is that of one token&apos;s time or cost</source>
        <translation>未设置 training.tokens：按单个 token 的时间或成本排序</translation>
    </message>
    <message>
        <source>%1 memory evaluations, %2 step times; the other layouts pruned</source>
        <translation>%1 次内存评估，%2 次步长时间计算；其余布局已剪枝</translation>
    </message>
    <message>
        <source>no layout fits on %1 GPUs; the smallest count that fits, doubling the GPUs, is %2</source>
        <translation>没有布局能放入 %1 个 GPU；按 GPU 数量翻倍搜索，能放下的最小数量为 %2</translation>
    </message>
    <message>
        <source>no layout fits on %1 GPUs, nor on any count up to 1048576 at this global batch</source>
        <translation>没有布局能放入 %1 个 GPU，在此全局批量下直到 1048576 个 GPU 也不行</translation>
    </message>
    <message>
        <source>nested %1 levels deep; RoofLab reads at most %2</source>
        <translation>嵌套 %1 层；RoofLab 最多读取 %2 层</translation>
    </message>
    <message>
        <source>must be 0 (not given) or between %1 and %2, %3</source>
        <translation>必须为 0（未给出）或介于 %1 和 %2 之间，%3</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>0 means not given; the default 10 us is used</source>
        <translation>0 表示未给出；使用默认值 10 µs</translation>
    </message>
    <message>
        <source>measured on %1 (%2), not on the scenario&apos;s %3</source>
        <translation>在 %1（%2）上测得，而非场景的 %3</translation>
    </message>
    <message>
        <source>measured on %1; the scenario&apos;s custom GPU &quot;%2&quot; only shares its id</source>
        <translation>在 %1 上测得；场景的自定义 GPU“%2”只是沿用了它的 id</translation>
    </message>
    <message>
        <source>measured on a card with %1 GB, the scenario&apos;s has %2 GB</source>
        <translation>在 %1 GB 的显卡上测得，场景的显卡为 %2 GB</translation>
    </message>
    <message>
        <source>measured on a card with %1 SMs, the scenario&apos;s has %2</source>
        <translation>在有 %1 个 SM 的显卡上测得，场景的显卡有 %2 个</translation>
    </message>
    <message>
        <source>%1 measured %2 TFLOP/s against a dense peak of %3 TFLOP/s: implausible</source>
        <translation>%1 测得 %2 TFLOP/s，而稠密峰值为 %3 TFLOP/s：不可信</translation>
    </message>
    <message>
        <source>STREAM measured %1 TB/s against %2 TB/s: implausible</source>
        <translation>STREAM 测得 %1 TB/s，而标称为 %2 TB/s：不可信</translation>
    </message>
    <message>
        <source>a launch overhead of %1 s is implausible</source>
        <translation>%1 s 的启动开销不可信</translation>
    </message>
    <message>
        <source>has no GEMM of the scenario&apos;s compute dtype and no STREAM bandwidth</source>
        <translation>没有场景计算数据类型的 GEMM，也没有 STREAM 带宽</translation>
    </message>
    <message>
        <source>give concurrency (a closed loop) or request_rate (an open loop), not both</source>
        <translation>请给出 concurrency（闭环）或 request_rate（开环），不要同时给出</translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens = %3, past the model&apos;s %4-token context; the engine refuses such requests</source>
        <translation>%1 个提示 token + %2 个输出 token = %3，超出模型的 %4 token 上下文；引擎拒绝此类请求</translation>
    </message>
    <message>
        <source>%1 is below max_num_seqs %2: a step could not give every sequence a token</source>
        <translation>%1 小于 max_num_seqs %2：一步无法为每个序列生成一个 token</translation>
    </message>
    <message>
        <source>%1 requests in flight per replica, but only %2 run at once (%3): the rest queue</source>
        <translation>每个副本有 %1 个进行中的请求，但只有 %2 个同时运行（%3）：其余排队</translation>
    </message>
    <message>
        <source>%1 requests/s per replica arrive but at most %2 complete: the queue grows without bound; the figures are those at saturation, TTFT without that queue</source>
        <translation>每个副本每秒到达 %1 个请求，但最多完成 %2 个：队列无限增长；数值为饱和时的数值，TTFT 不含该队列</translation>
    </message>
    <message>
        <source>the weights and the engine&apos;s activations leave no memory for a KV cache: the model does not fit (more GPUs, tensor parallelism or smaller weights)</source>
        <translation>权重和引擎的激活未给 KV 缓存留下内存：模型放不下（更多 GPU、张量并行或更小的权重）</translation>
    </message>
    <message>
        <source>the KV cache holds %1 tokens, fewer than one request&apos;s %2: the engine refuses to start</source>
        <translation>KV 缓存可容纳 %1 个 token，少于单个请求的 %2 个：引擎拒绝启动</translation>
    </message>
    <message>
        <source>no layout of %1 to %2 GPUs leaves room for one request&apos;s KV cache (more GPUs, or free the formats: plan.fixed {&quot;inference&quot;: {&quot;weights_dtype&quot;: null}})</source>
        <translation>%1 到 %2 块 GPU 的布局都没有容纳一个请求 KV 缓存的空间（增加 GPU，或放开格式：plan.fixed {&quot;inference&quot;: {&quot;weights_dtype&quot;: null}}）</translation>
    </message>
    <message>
        <source>each token crosses %1 pipeline stages, not %2</source>
        <translation>每个 token 经过 %1 个流水线阶段，而非 %2 个</translation>
    </message>
    <message>
        <source>per-step overhead %1 (TP all-reduces per layer)</source>
        <translation>每步开销 %1（每层的 TP all-reduce）</translation>
    </message>
    <message>
        <source>per-step overhead %1 (launches, host time)</source>
        <translation>每步开销 %1（内核启动、主机时间）</translation>
    </message>
    <message>
        <source>weights and KV cache read %1 per step</source>
        <translation>每步读取权重和 KV 缓存 %1</translation>
    </message>
    <message>
        <source>compute %1 per step</source>
        <translation>每步计算 %1</translation>
    </message>
    <message>
        <source>ties the best</source>
        <translation>与最佳持平</translation>
    </message>
    <message>
        <source>%1 sequences decoding per replica, the best %2</source>
        <translation>每个副本 %1 个序列在解码，最佳为 %2 个</translation>
    </message>
    <message>
        <source>%1 headroom (saturates at %2 requests/s): %3</source>
        <translation>余量 %1（在 %2 请求/秒时饱和）：%3</translation>
    </message>
    <message>
        <source>one replica takes %1 GPUs</source>
        <translation>一个副本占用 %1 块 GPU</translation>
    </message>
    <message>
        <source>with %1 GPUs: %2</source>
        <translation>使用 %1 块 GPU 时：%2</translation>
    </message>
    <message>
        <source>does not fit: no room for one request&apos;s KV cache</source>
        <translation>放不下：没有容纳一个请求 KV 缓存的空间</translation>
    </message>
    <message>
        <source>TTFT %1 &gt; SLO %2</source>
        <translation>TTFT %1 &gt; SLO %2</translation>
    </message>
    <message>
        <source>TPOT %1 &gt; SLO %2</source>
        <translation>TPOT %1 &gt; SLO %2</translation>
    </message>
    <message>
        <source>saturates: %1 requests/s arrive, at most %2 complete</source>
        <translation>饱和：每秒到达 %1 个请求，最多完成 %2 个</translation>
    </message>
    <message>
        <source>%1 (at %2 GPUs, the most searched)</source>
        <translation>%1（在 %2 块 GPU 上，即搜索的最大数）</translation>
    </message>
    <message>
        <source>most output tokens/s per GPU meeting the SLOs; %1</source>
        <translation>满足 SLO 时每 GPU 输出 token/秒最多；%1</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; %1</source>
        <translation>满足 SLO 的最少 GPU；%1</translation>
    </message>
    <message>
        <source>+%1 GPUs: %2</source>
        <translation>+%1 块 GPU：%2</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; on fewer, no layout holds the weights and one request&apos;s KV cache</source>
        <translation>满足 SLO 的最少 GPU；更少时没有布局能容纳权重和一个请求的 KV 缓存</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; the nearest on fewer, %1, misses: %2</source>
        <translation>满足 SLO 的最少 GPU；更少 GPU 中最接近的 %1 未达标：%2</translation>
    </message>
    <message>
        <source>the request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>no layout meets the SLOs: the nearest, on %1 GPUs, reaches TTFT %2 and TPOT %3 at %4 requests/s; %5 binds (%6)</source>
        <translation>没有布局满足 SLO：最接近的（%1 块 GPU）在每秒 %4 个请求时达到 TTFT %2、TPOT %3；受限于 %5（%6）</translation>
    </message>
    <message>
        <source>%1 does not divide the model&apos;s %2 attention heads; the engine refuses such a tensor-parallel size</source>
        <translation>%1 不能整除模型的 %2 个注意力头；引擎拒绝这样的张量并行大小</translation>
    </message>
    <message>
        <source>expected a non-empty list of %1, %2</source>
        <translation>应为由 %1 组成的非空列表，%2</translation>
    </message>
    <message>
        <source>%1 where the best has %2</source>
        <translation>%1，而最佳布局为 %2</translation>
    </message>
    <message>
        <source>leaves no ZeRO stage or recomputation that the framework profile runs</source>
        <translation>没有留下框架配置可运行的 ZeRO 阶段或重计算方式</translation>
    </message>
    <message>
        <source>%1: the GPU count, no part of the step larger</source>
        <translation>%1：GPU 数量所致，步骤中没有哪一部分更长</translation>
    </message>
    <message>
        <source>expected &quot;fwd&quot;, &quot;dgrad&quot; or &quot;wgrad&quot;, got &quot;%1&quot;</source>
        <translation>应为“fwd”、“dgrad”或“wgrad”，实际为“%1”</translation>
    </message>
    <message>
        <source>disagrees with the point&apos;s m, n and k</source>
        <translation>与该点的 m、n、k 不一致</translation>
    </message>
    <message>
        <source>must be above 0 and at most %1, got %2</source>
        <translation>必须大于 0 且不超过 %1，实际为 %2</translation>
    </message>
    <message>
        <source>examples x tokens per example x epochs = %1 tokens, more than %2</source>
        <translation>样本数 x 每个样本的 token 数 x 轮数 = %1 个 token，超过 %2</translation>
    </message>
    <message>
        <source>expected a release number such as &quot;0.6.0&quot;, got &quot;%1&quot;</source>
        <translation>应为 &quot;0.6.0&quot; 这样的版本号，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the results measured on %1 have no decode probes (rooflab-bench --sweep decode): the serving figures use the efficiencies they calibrate for the step time, not measured decode steps</source>
        <translation>在 %1 上测得的结果没有解码探测（rooflab-bench --sweep decode）：服务指标使用它们为步时校准的效率，而非实测的解码步</translation>
    </message>
    <message>
        <source>the published serving figures are used: the results file (%1) cannot calibrate this GPU</source>
        <translation>使用公开的服务指标：结果文件（%1）无法校准此 GPU</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of pipeline stages (pp), got %1</source>
        <translation>DualPipe 需要偶数个流水线级（pp），实际为 %1</translation>
    </message>
    <message>
        <source>DualPipe has no virtual stages (each GPU holds two mirrored stages), got virtual_stages %1</source>
        <translation>DualPipe 没有虚拟级（每个 GPU 持有两个镜像级），实际 virtual_stages 为 %1</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches per step, at least 2 x pp = %1, got grad_accum %2</source>
        <translation>DualPipe 每步需要偶数个微批次，至少 2 x pp = %1，实际 grad_accum 为 %2</translation>
    </message>
    <message>
        <source>applies to the PyTorch implementations&apos; dense layers with tensor parallelism (tp &gt; 1) and sequence parallelism; it has no effect here (Megatron&apos;s layers keep the sharded input)</source>
        <translation>仅适用于启用张量并行（tp &gt; 1）与序列并行的 PyTorch 实现的稠密层；此处无效（Megatron 的层保留分片输入）</translation>
    </message>
    <message>
        <source>needs pipeline parallelism (pp of 2 or more)</source>
        <translation>需要流水线并行（pp 为 2 或以上）</translation>
    </message>
    <message>
        <source>DualPipe&apos;s mirrored stages hold the layers evenly; not with DualPipe</source>
        <translation>DualPipe 的镜像级均匀持有各层；不能与 DualPipe 同时使用</translation>
    </message>
    <message>
        <source>the first and last stages&apos; layers cannot be set together with account_for_embedding_in_pipeline_split or account_for_loss_in_pipeline_split (Megatron-Core refuses it)</source>
        <translation>第一级和最后一级的层数不能与 account_for_embedding_in_pipeline_split 或 account_for_loss_in_pipeline_split 同时设置（Megatron-Core 会拒绝）</translation>
    </message>
    <message>
        <source>the first and last stages&apos; %1 layers exceed the model&apos;s %2 layers</source>
        <translation>第一级和最后一级的 %1 层超过了模型的 %2 层</translation>
    </message>
    <message>
        <source>with no middle stage the first and last stages must hold all %1 layers, got %2</source>
        <translation>没有中间级时，第一级和最后一级必须持有全部 %1 层，实际为 %2</translation>
    </message>
    <message>
        <source>the %1 layers left do not divide evenly over the %2 middle stages</source>
        <translation>剩余的 %1 层无法均分到 %2 个中间级</translation>
    </message>
    <message>
        <source>the first stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>第一级的 %1 层无法均分为 %2 个虚拟级</translation>
    </message>
    <message>
        <source>the last stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>最后一级的 %1 层无法均分为 %2 个虚拟级</translation>
    </message>
    <message>
        <source>each middle stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>每个中间级的 %1 层无法均分为 %2 个虚拟级</translation>
    </message>
    <message>
        <source>%1 layers (the embedding and/or the loss counted as one each) do not divide evenly over %2 pipeline stages</source>
        <translation>%1 层（嵌入层和/或损失各计为一层）无法均分到 %2 个流水线级</translation>
    </message>
    <message>
        <source>each stage&apos;s %1 layers (the embedding and/or the loss counted) do not divide into %2 virtual stages</source>
        <translation>每级的 %1 层（计入嵌入层和/或损失）无法均分为 %2 个虚拟级</translation>
    </message>
    <message>
        <source>this framework profile splits the layers evenly over the pipeline stages; uneven first and last stages need the megatron-core, torchtitan or deepspeed profile</source>
        <translation>此框架配置将各层均匀分配到各流水线级；第一级和最后一级不均匀时需要 megatron-core、torchtitan 或 deepspeed 配置</translation>
    </message>
    <message>
        <source>its vocabulary of %1 tokens is not the model&apos;s %2: the engine verifies the draft&apos;s tokens by their ids, so both must share one tokenizer</source>
        <translation>其词表有 %1 个 token，与模型的 %2 不同：引擎按 id 验证草稿模型的 token，因此两者必须共用同一个分词器</translation>
    </message>
    <message>
        <source>%1 prefill instance(s) of %2 GPUs and %3 decode instance(s) of %4 GPUs need %5 GPUs, more than parallel.gpus %6</source>
        <translation>%1 个预填充实例（每个 %2 块 GPU）和 %3 个解码实例（每个 %4 块 GPU）需要 %5 块 GPU，超过 parallel.gpus %6</translation>
    </message>
    <message>
        <source>the model has no routed experts to split (a dense model)</source>
        <translation>模型没有可切分的路由专家（稠密模型）</translation>
    </message>
    <message>
        <source>the ranks share the MoE layers through expert parallelism: set serving.expert_parallel too</source>
        <translation>各 rank 通过专家并行共享 MoE 层：请同时设置 serving.expert_parallel</translation>
    </message>
    <message>
        <source>not modelled with pipeline parallelism (parallel.pp %1): use pp 1</source>
        <translation>未针对流水线并行建模（parallel.pp %1）：请使用 pp 1</translation>
    </message>
    <message>
        <source>parallel.gpus %1 is not a whole number of ranks of tp %2</source>
        <translation>parallel.gpus %1 不是整数个 tp %2 的 rank</translation>
    </message>
    <message>
        <source>%1 routed experts per layer do not split evenly over %2 expert-parallel GPUs</source>
        <translation>每层 %1 个路由专家无法均分到 %2 个专家并行 GPU 上</translation>
    </message>
    <message>
        <source>the plan searches replicas that prefill and decode together: serving.disaggregation is left out (evaluate the scenario itself for its pools)</source>
        <translation>规划搜索的是同时执行预填充和解码的副本：忽略 serving.disaggregation（如需查看其各实例池，请直接评估该场景）</translation>
    </message>
    <message>
        <source>the %1 instances&apos; weights (tp %2) leave no memory for a KV cache: that pool does not fit (a larger tp for it, or smaller weights)</source>
        <translation>%1 实例的权重（tp %2）没有给 KV 缓存留下内存：该实例池放不下（为其增大 tp，或使用更小的权重）</translation>
    </message>
    <message>
        <source>a %1 instance&apos;s KV cache holds %2 tokens, fewer than the %3 it must hold for one request</source>
        <translation>一个 %1 实例的 KV 缓存只能容纳 %2 个 token，少于单个请求所需的 %3 个</translation>
    </message>
    <message>
        <source>disaggregated: %1 prefill instance(s) of %2 GPUs complete %3 requests/s, %4 decode instance(s) of %5 GPUs %6; the %7 limits</source>
        <translation>预填充与解码分离：%1 个预填充实例（每个 %2 块 GPU）每秒完成 %3 个请求，%4 个解码实例（每个 %5 块 GPU）%6；受限于 %7</translation>
    </message>
    <message>
        <source>%1 clients, but the pools complete at most %2 requests/s: the rest queue before the prefill</source>
        <translation>%1 个客户端，但各实例池每秒最多完成 %2 个请求：其余请求在预填充前排队</translation>
    </message>
    <message>
        <source>%1 requests/s arrive but the pools complete at most %2: the queue grows without bound; the figures are those at saturation, TTFT without that queue</source>
        <translation>每秒到达 %1 个请求，但各实例池最多完成 %2 个：队列无限增长；数值为饱和时的数值，TTFT 不含该队列</translation>
    </message>
    <message>
        <source>routed experts split over %1 GPUs (expert parallelism), %2 data-parallel attention rank(s) of tp %3; tokens reach the experts by %4</source>
        <translation>路由专家切分到 %1 块 GPU 上（专家并行），%2 个 tp %3 的数据并行注意力 rank；token 通过 %4 到达专家</translation>
    </message>
    <message>
        <source>%1 clients, but the decode pool completes at most %2 requests/s: the rest wait for a decode slot after their prefill</source>
        <translation>%1 个客户端，但解码池每秒最多完成 %2 个请求：其余请求在预填充后等待解码槽位</translation>
    </message>
    <message>
        <source>%1 requests/s arrive but the decode pool completes at most %2: prefilled requests wait for a decode slot without bound; the figures are those at saturation, TTFT without that wait</source>
        <translation>每秒到达 %1 个请求，但解码池最多完成 %2 个：预填充后的请求无限期等待解码槽位；数字为饱和时的值，TTFT 不含该等待</translation>
    </message>
    <message>
        <source>must be at least 1 with &quot;checkpointing&quot;: &quot;block&quot;, got %1</source>
        <translation>在 &quot;checkpointing&quot;: &quot;block&quot; 下必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <source>&quot;block&quot; is Megatron&apos;s --recompute-method block and applies to the megatron implementations only (choose &quot;full&quot; or &quot;every-k&quot;)</source>
        <translation>&quot;block&quot; 即 Megatron 的 --recompute-method block，仅适用于 Megatron 的实现（请选择 &quot;full&quot; 或 &quot;every-k&quot;）</translation>
    </message>
    <message>
        <source>a2a splits the heads over tp x cp = %1 GPUs; %2 query and %3 key-value heads do not divide by it</source>
        <translation>a2a 将注意力头分到 tp x cp = %1 个 GPU 上；%2 个查询头和 %3 个键值头不能被其整除</translation>
    </message>
    <message>
        <source>is Transformer Engine&apos;s (Megatron-Core&apos;s --cp-comm-type); torchtitan runs PyTorch&apos;s context parallelism, which parallel.cp_rotate_method sets: it has no effect here</source>
        <translation>属于 Transformer Engine（Megatron-Core 的 --cp-comm-type）；torchtitan 使用 PyTorch 的上下文并行，由 parallel.cp_rotate_method 设置：此处无效</translation>
    </message>
    <message>
        <source>is torchtitan&apos;s (PyTorch&apos;s context parallelism); this implementation runs Transformer Engine&apos;s, which parallel.cp_comm_type sets: it has no effect here</source>
        <translation>属于 torchtitan（PyTorch 的上下文并行）；此实现使用 Transformer Engine 的，由 parallel.cp_comm_type 设置：此处无效</translation>
    </message>
    <message>
        <source>exposed context-parallel communication</source>
        <translation>暴露的上下文并行通信</translation>
    </message>
    <message>
        <source>context parallelism&apos;s default communication only</source>
        <translation>仅上下文并行的默认通信方式</translation>
    </message>
    <message>
        <source>expected two whole numbers [a2a, p2p] from 1 to %1, %2</source>
        <translation>应为两个 1 到 %1 之间的整数 [a2a, p2p]，%2</translation>
    </message>
    <message>
        <source>applies to parallel.cp_comm_type &quot;a2a+p2p&quot; under Transformer Engine&apos;s context parallelism; it has no effect here</source>
        <translation>适用于 Transformer Engine 上下文并行下的 parallel.cp_comm_type &quot;a2a+p2p&quot;；此处无效</translation>
    </message>
    <message>
        <source>[%1, %2] multiply to %3, not cp = %4</source>
        <translation>[%1, %2] 相乘为 %3，而非 cp = %4</translation>
    </message>
    <message>
        <source>a2a+p2p splits the heads over tp x its all-to-all group = %1 GPUs; %2 query and %3 key-value heads do not divide by it</source>
        <translation>a2a+p2p 将头分配到 tp x 其 all-to-all 组 = %1 个 GPU；%2 个查询头和 %3 个键值头不能被其整除</translation>
    </message>
    <message>
        <source>&quot;rowwise&quot; is torchao&apos;s Float8Linear recipe, modelled under training.implementation &quot;torchtitan&quot;; Transformer Engine&apos;s recipes are &quot;delayed&quot;, &quot;tensorwise&quot; and &quot;blockwise&quot;</source>
        <translation>&quot;rowwise&quot; 是 torchao 的 Float8Linear 配方，在 training.implementation &quot;torchtitan&quot; 下建模；Transformer Engine 的配方是 &quot;delayed&quot;、&quot;tensorwise&quot; 和 &quot;blockwise&quot;</translation>
    </message>
    <message>
        <source>torchtitan gathers float8 weights with tensorwise scaling only; the rowwise recipe gathers them in bf16</source>
        <translation>torchtitan 仅在按张量缩放时以 float8 收集权重；按行配方以 bf16 收集</translation>
    </message>
    <message>
        <source>materialised attention computes every score of the sequence whatever the documents&apos; mask; only a fused variable-length kernel keeps attention within each document</source>
        <translation>显式计算分数的注意力无论文档掩码如何都会计算序列的每个分数；只有融合的变长内核才能让注意力留在各自文档内</translation>
    </message>
    <message>
        <source>has no effect: it is Megatron-Core&apos;s (training.implementation &quot;megatron-core&quot;) for a mixture of experts with ep &gt; 1, virtual stages when pp &gt; 1, and no full, block or &quot;moe&quot; recomputation; DualPipe pairs its chunks itself</source>
        <translation>无效：这是 Megatron-Core 的选项（training.implementation &quot;megatron-core&quot;），用于 ep &gt; 1 的混合专家模型，pp &gt; 1 时需要虚拟阶段，且不做完全、分块或 &quot;moe&quot; 重计算；DualPipe 自行配对其块</translation>
    </message>
</context>
<context>
    <name>rooflab::ModelControls</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>A published architecture (exact parameter count, layers, heads, vocabulary), or a size-only model whose shape RoofLab derives from the size slider.</source>
        <translation>已发布的架构（精确的参数量、层数、头数、词表），或仅按规模定义、由 RoofLab 根据规模滑块推算形状的模型。</translation>
    </message>
    <message>
        <source>size-only (slider)</source>
        <translation>仅规模（滑块）</translation>
    </message>
    <message>
        <source>custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <source>The architecture edited with Architecture...</source>
        <translation>通过“架构...”编辑的架构</translation>
    </message>
    <message>
        <source> - teaching</source>
        <translation> - 教学用</translation>
    </message>
    <message>
        <source>Architecture...</source>
        <translation>架构...</translation>
    </message>
    <message>
        <source>Edit architecture</source>
        <translation>编辑架构</translation>
    </message>
    <message>
        <source>Edit every field of the architecture (layers, widths, heads, vocabulary, MLP kind, experts). The result becomes a custom architecture.</source>
        <translation>编辑架构的每个字段（层数、宽度、头数、词表、MLP 类型、专家）。结果将成为自定义架构。</translation>
    </message>
    <message>
        <source>Model size (parameters)</source>
        <translation>模型规模（参数量）</translation>
    </message>
    <message>
        <source>Parameter count N of a size-only model. Weights, gradients and optimizer states scale with N; moving it switches the model to size-only.</source>
        <translation>仅规模模型的参数量 N。权重、梯度和优化器状态与 N 成正比；拖动滑块会将模型切换为仅规模模型。</translation>
    </message>
    <message>
        <source>%1 parameters%2 - %3 layers, d_model %4, %5 heads (%6 KV), d_ff %7, vocab %8</source>
        <translation>%1 个参数%2 - %3 层，d_model %4，%5 个头（%6 个 KV 头），d_ff %7，词表 %8</translation>
    </message>
    <message>
        <source> (derived Llama-style shape)</source>
        <translation> （推算的 Llama 风格形状）</translation>
    </message>
    <message>
        <source>, sliding window %1 in %2 of %3 layers</source>
        <translation>，滑动窗口 %1（%3 层中的 %2 层）</translation>
    </message>
</context>
<context>
    <name>rooflab::NapkinPanel</name>
    <message>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>训练运行</translation>
    </message>
    <message>
        <source>Compute (6ND)</source>
        <translation>计算量（6ND）</translation>
    </message>
    <message>
        <source>6 x parameters x training tokens (Kaplan et al. 2020): forward 2N, backward 4N per token.</source>
        <translation>6 x 参数量 x 训练 token 数（Kaplan et al. 2020）：每个 token 前向 2N，反向 4N。</translation>
    </message>
    <message>
        <source>Compute (detailed)</source>
        <translation>计算量（详细）</translation>
    </message>
    <message>
        <source>3 x the Chinchilla (Hoffmann et al. 2022, App. F) forward count, which includes attention and the vocabulary projection.</source>
        <translation>Chinchilla（Hoffmann et al. 2022，附录 F）前向计算量的 3 倍，其中包含注意力和词表投影。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>GPUs x hours of the run.</source>
        <translation>GPU 数 x 运行小时数。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>GPU-hours x price per GPU-hour.</source>
        <translation>GPU 小时 x 每 GPU 小时价格。</translation>
    </message>
    <message>
        <source>What fits</source>
        <translation>能放下什么</translation>
    </message>
    <message>
        <source>Largest micro-batch</source>
        <translation>最大微批次</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>最少 GPU 数</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>预测 MFU</translation>
    </message>
    <message>
        <source>Throughput / GPU</source>
        <translation>吞吐量 / GPU</translation>
    </message>
    <message>
        <source>Tokens per second per GPU at the predicted step time.</source>
        <translation>按预测单步时间计算的每 GPU 每秒 token 数。</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>2 (K and V) x layers x KV heads x head dimension x KV dtype bytes, whole model.</source>
        <translation>2（K 和 V）x 层数 x KV 头数 x 头维度 x KV 数据类型字节数，整个模型。</translation>
    </message>
    <message>
        <source>Serving limits</source>
        <translation>服务上限</translation>
    </message>
    <message>
        <source>Largest batch at this context, and longest context at this batch, that fit in one GPU&apos;s memory.</source>
        <translation>在当前上下文下能放进单个 GPU 显存的最大批次，以及在当前批次下能放下的最长上下文。</translation>
    </message>
    <message>
        <source>no scenario yet</source>
        <translation>尚无场景</translation>
    </message>
    <message>
        <source>set the training tokens D</source>
        <translation>请设置训练 token 数 D</translation>
    </message>
    <message>
        <source>%1 FLOP (%2)</source>
        <translation>%1 FLOP（%2）</translation>
    </message>
    <message>
        <source>6ND / (GPUs x dense peak x MFU). From the detailed FLOP count: %1.</source>
        <translation>6ND / (GPU 数 x 稠密峰值 x MFU)。按详细 FLOP 计数：%1。</translation>
    </message>
    <message>
        <source>this GPU has no peak for the compute dtype</source>
        <translation>此 GPU 没有该计算数据类型的峰值</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU 小时</translation>
    </message>
    <message>
        <source>no run time</source>
        <translation>无运行时间</translation>
    </message>
    <message>
        <source>set a price per GPU-hour</source>
        <translation>请设置每 GPU 小时价格</translation>
    </message>
    <message>
        <source>%1%2 at %1%3 per GPU-hour</source>
        <translation>%1%2（每 GPU 小时 %1%3）</translation>
    </message>
    <message>
        <source>not even a 10M model fits with this set-up</source>
        <translation>在此配置下连 10M 的模型都放不下</translation>
    </message>
    <message>
        <source>%1 x %2 tokens</source>
        <translation>%1 x %2 个 token</translation>
    </message>
    <message>
        <source>not even a micro-batch of 1 fits</source>
        <translation>连大小为 1 的微批次都放不下</translation>
    </message>
    <message>
        <source>; %1 with ZeRO-3</source>
        <translation>；使用 ZeRO-3 时为 %1</translation>
    </message>
    <message>
        <source>; none with ZeRO-3</source>
        <translation>；使用 ZeRO-3 也放不下</translation>
    </message>
    <message>
        <source>no GPU count fits with this strategy</source>
        <translation>此策略下任何 GPU 数量都放不下</translation>
    </message>
    <message>
        <source>per optimizer step</source>
        <translation>每个优化器步</translation>
    </message>
    <message>
        <source>per prompt batch (prefill)</source>
        <translation>每个提示批次（预填充）</translation>
    </message>
    <message>
        <source>per generated token (decode)</source>
        <translation>每个生成的 token（解码）</translation>
    </message>
    <message>
        <source>no operations or no peak for this dtype</source>
        <translation>没有运算，或此数据类型没有峰值</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source> (measured: %1 %)</source>
        <translation> （实测：%1 %）</translation>
    </message>
    <message>
        <source>no step time</source>
        <translation>无单步时间</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>%1 per token; %2 at batch %3 x %4 tokens</source>
        <translation>每个 token %1；批次 %3 x %4 个 token 时为 %2</translation>
    </message>
    <message>
        <source>the model has no attention layers</source>
        <translation>模型没有注意力层</translation>
    </message>
    <message>
        <source>max batch %1; max context %2 tokens</source>
        <translation>最大批次 %1；最长上下文 %2 个 token</translation>
    </message>
    <message>
        <source>the weights alone do not fit on one GPU</source>
        <translation>仅权重就无法放进单个 GPU</translation>
    </message>
    <message>
        <source>Click the figure to see how it is computed.</source>
        <translation>单击该数值可查看其计算过程。</translation>
    </message>
    <message>
        <source>Training memory</source>
        <translation>训练显存</translation>
    </message>
    <message>
        <source>Memory per GPU at the peak of one training step, and the phase it happens in: the highest of the moments of the forward, the loss, the backward and the optimizer step.</source>
        <translation>一个训练步峰值时每个 GPU 的显存，以及峰值所在的阶段：前向、损失、反向和优化器步各时刻中的最大值。</translation>
    </message>
    <message>
        <source>peak %1 (%2)</source>
        <translation>峰值 %1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Highest in each phase: %1.</source>
        <translation>各阶段的最大值：%1。</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Training: the operations at their size-dependent efficiency, plus exposed communication, the pipeline bubble and the optimizer step. Inference: sum over the operations of max(FLOPs / peak, bytes / bandwidth).</source>
        <translation>训练：各运算按其随规模变化的效率计算，加上未被重叠的通信、流水线气泡和优化器步骤。推理：对各运算求和 max(FLOPs / 峰值, 字节 / 带宽)。</translation>
    </message>
    <message>
        <source>Model FLOPs of the step / (step time x peak x GPUs). The roofline bound ignores communication and efficiency: the best this step could reach.</source>
        <translation>该步的模型 FLOPs / (步时间 x 峰值 x GPU 数)。Roofline 上限忽略通信和效率：这是该步可能达到的最好结果。</translation>
    </message>
    <message>
        <source> (roofline bound: %1 %)</source>
        <translation>（Roofline 上限：%1 %）</translation>
    </message>
    <message>
        <source>%1 %2, at the efficiency measured on this GPU</source>
        <translation>%1 %2，按此 GPU 上实测的效率</translation>
    </message>
    <message>
        <source>vLLM capacity</source>
        <translation>vLLM 容量</translation>
    </message>
    <message>
        <source>What vLLM leaves for the KV cache at start-up: gpu_memory_utilization x the card&apos;s memory, minus the weights, the non-PyTorch memory and the activation peak of its profiling run; in tokens, and in requests of this context that fit at once.</source>
        <translation>vLLM 启动时留给 KV 缓存的内存：gpu_memory_utilization x 显存，减去权重、PyTorch 之外的内存和分析运行的激活峰值；以词元数以及可同时容纳的该上下文长度请求数表示。</translation>
    </message>
    <message>
        <source>%1 tokens of KV cache (%2); %3 requests of %4 tokens at once</source>
        <translation>%1 个词元的 KV 缓存（%2）；可同时容纳 %3 个 %4 词元的请求</translation>
    </message>
    <message>
        <source>no memory left for the KV cache</source>
        <translation>没有剩余内存用于 KV 缓存</translation>
    </message>
    <message>
        <source>max batch %1; max context %2 tokens (the model&apos;s limit)</source>
        <translation>最大批次 %1；最长上下文 %2 个 token（模型上限）</translation>
    </message>
    <message>
        <source>Largest size-only model</source>
        <translation>最大仅按规模定义的模型</translation>
    </message>
    <message>
        <source>Largest size-only model that fits on these GPUs with this precision, optimizer, batch, sequence length and parallelism: a Llama-style shape derived from the parameter count (SwiGLU, a 32,000-token vocabulary), whatever model is chosen above.</source>
        <translation>在当前精度、优化器、批量、序列长度和并行方式下，这些 GPU 能容纳的最大仅按规模定义的模型：由参数量推出的 Llama 式结构（SwiGLU，32,000 词表），与上面选择的模型无关。</translation>
    </message>
    <message>
        <source>%1 parameters, Llama-style shape (%2)</source>
        <translation>%1 参数，Llama 式结构（%2）</translation>
    </message>
    <message>
        <source>Checked against</source>
        <translation>对照检验</translation>
    </message>
    <message>
        <source>real steps took %1-%2 x this (%3 runs)</source>
        <translation>真实步耗时为此值的 %1-%2 倍（%3 次运行）</translation>
    </message>
    <message>
        <source>no real run of this kind compared yet</source>
        <translation>尚未与此类真实运行比较</translation>
    </message>
    <message>
        <source>training steps only</source>
        <translation>仅适用于训练步</translation>
    </message>
    <message>
        <source>real runs were compared with the published efficiencies, not measured ones</source>
        <translation>真实运行是与公开的效率数据比较的，而非实测效率</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits with everything else unchanged (strictly: with the allocator&apos;s reserve and NCCL&apos;s buffers as estimated).</source>
        <translation>其他设置不变时能放下的最大微批次（严格而言：按估计的分配器预留和 NCCL 缓冲区计算）。</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit this model with the same strategy, and with ZeRO-3 (strictly, as above).</source>
        <translation>以相同策略以及使用 ZeRO-3 时，能放下此模型的最少 GPU 数（严格而言，同上）。</translation>
    </message>
    <message>
        <source>%1: tight, fits only while the allocator reserve stays below %2</source>
        <translation>%1：很紧，仅当分配器预留低于 %2 时才放得下</translation>
    </message>
    <message>
        <source>no room for one request&apos;s KV cache</source>
        <translation>没有容纳单个请求 KV 缓存的空间</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>场景无效</translation>
    </message>
    <message>
        <source>Invalid scenario: %1</source>
        <translation>场景无效：%1</translation>
    </message>
    <message>
        <source>Price / GPU-hour</source>
        <translation>价格 / GPU 小时</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message>
        <source>At the predicted speed: the training tokens (at least one step&apos;s) / the step-time model&apos;s tokens per second. At the assumed MFU: 6ND / (GPUs x dense peak x MFU).</source>
        <translation>按预测速度：训练 token 数（至少一步的）/ 步时模型的每秒 token 数。按假设的 MFU：6ND / (GPU 数 x 稠密峰值 x MFU)。</translation>
    </message>
    <message>
        <source>%1 at the assumed %2 % MFU (%3)</source>
        <translation>按假设的 %2 % MFU 为 %1（%3）</translation>
    </message>
    <message>
        <source>%1 at the predicted speed; %2</source>
        <translation>按预测速度为 %1；%2</translation>
    </message>
    <message>
        <source>hidden until the exercise is answered</source>
        <translation>在练习作答前隐藏</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token, the serving block&apos;s engine at its load: the wait before admission, then the prompt&apos;s chunks in the running batch&apos;s steps.</source>
        <translation>首个 token 时间，serving 块的引擎在其负载下：准入前的等待，再加上提示块在运行批次各步中的处理。</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the average engine step at the load: weights and KV cache read, the FLOPs, a fixed overhead per step (launches, collectives, the scheduler); and what limits it.</source>
        <translation>每个输出 token 的时间：该负载下引擎的平均步骤：读取权重和 KV 缓存、FLOPs、每步固定开销（内核启动、集合通信、调度器）；以及限制它的因素。</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU and requests per second at the serving block&apos;s load. The Serving tab draws them against the requests in flight.</source>
        <translation>在 serving 块的负载下，每 GPU 每秒输出 token 数和每秒请求数。“服务”选项卡按进行中的请求数绘制它们。</translation>
    </message>
    <message>
        <source>A bound, not the prediction: the roofline of the phase at the inference batch, every operation at its roof, no per-step overhead. The serving block&apos;s figures (the Inference column) are the prediction.</source>
        <translation>这是界限而非预测：该阶段在推理批次下的 roofline，每个操作都达到其上限，没有每步开销。serving 块的数字（“推理”列）才是预测。</translation>
    </message>
    <message>
        <source>Roofline bounds</source>
        <translation>Roofline 界限</translation>
    </message>
    <message>
        <source>Step time bound</source>
        <translation>步时界限</translation>
    </message>
    <message>
        <source>MFU bound</source>
        <translation>MFU 界限</translation>
    </message>
    <message>
        <source>Throughput bound</source>
        <translation>吞吐量界限</translation>
    </message>
    <message>
        <source>at least %1 per token at batch %2</source>
        <translation>批次 %2 时每 token 至少 %1</translation>
    </message>
    <message>
        <source>at least %1 per prompt batch of %2</source>
        <translation>每个 %2 的提示批次至少 %1</translation>
    </message>
    <message>
        <source>at most %1 %</source>
        <translation>至多 %1 %</translation>
    </message>
    <message>
        <source>at most %1 tokens/s at batch %2</source>
        <translation>批次 %2 时至多 %1 token/s</translation>
    </message>
    <message>
        <source> (target %1: met)</source>
        <translation>（目标 %1：达到）</translation>
    </message>
    <message>
        <source> (target %1: missed)</source>
        <translation>（目标 %1：未达到）</translation>
    </message>
    <message>
        <source>%1, of it %2 queueing</source>
        <translation>%1，其中排队 %2</translation>
    </message>
    <message>
        <source>%1, limited by %2</source>
        <translation>%1，受限于%2</translation>
    </message>
    <message>
        <source>%1 output tokens/s per GPU, %2 requests/s at %3 in flight</source>
        <translation>每 GPU %1 输出 token/s，%3 个进行中时 %2 请求/s</translation>
    </message>
    <message>
        <source>Training run (for reference)</source>
        <translation>训练运行（仅供参考）</translation>
    </message>
    <message>
        <source>published runs were compared with the published efficiencies, not your GPU&apos;s</source>
        <translation>已发表的运行是按公开的效率比较的，而不是按您 GPU 的效率</translation>
    </message>
    <message>
        <source>no published serving run of this kind compared yet</source>
        <translation>尚未比较过此类已发表的服务运行</translation>
    </message>
    <message>
        <source>%1: %2 runs with a published TTFT, %3 with a TPOT, %4 with a throughput; %5</source>
        <translation>%1：%2 次运行发表了 TTFT，%3 次发表了 TPOT，%4 次发表了吞吐量；%5</translation>
    </message>
    <message>
        <source>How far real training steps of the same kind were from this model: the lowest and highest measured / predicted step time over the runs compared (docs/validation.md). For kinds of run no real step was compared with, nothing says how far it is.</source>
        <translation>同类真实训练步与本模型的差距：在已比较的运行中，实测/预测步时间之比的最小值和最大值（docs/validation.md）。对于尚未与任何真实训练步比较过的运行类型，无从得知其偏差。</translation>
    </message>
    <message>
        <source>How far published, measured runs of the same engine were from this model: for TTFT, TPOT and throughput each, the lowest and highest published / predicted over the runs that publish it (docs/validation.md). A scenario unlike all of them (another GPU generation, a mixture of experts, pipeline stages, a draft model, disaggregated pools) gets none.</source>
        <translation>同一引擎已发表的实测运行与本模型的差距：对 TTFT、TPOT 和吞吐量，分别给出发表该值的运行中 发表值/预测值 之比的最小值和最大值（docs/validation.md）。与所有这些运行都不同的场景（其他 GPU 代际、混合专家模型、流水线阶段、草稿模型、分离式资源池）不给出范围。</translation>
    </message>
    <message>
        <source>published / predicted: %1</source>
        <translation>发表值/预测值：%1</translation>
    </message>
</context>
<context>
    <name>rooflab::NapkinPriceField</name>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>What one GPU-hour costs (cloud list price or amortised); the cost row follows it. 0 hides the cost. The same price as Run and cost in the sidebar.</source>
        <translation>一个 GPU 小时的费用（云服务标价或摊销成本）；成本一行随之变化。0 表示不显示成本。与侧边栏“运行与成本”中的价格相同。</translation>
    </message>
</context>
<context>
    <name>rooflab::NumberFormatPanel</name>
    <message>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <source>Type a value to see the nearest value each format can hold, its bits, and what rounding costs.</source>
        <translation>输入一个值，查看每种格式能表示的最接近值、其各个位以及舍入带来的误差。</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>数值(&amp;V)：</translation>
    </message>
    <message>
        <source>Value to round</source>
        <translation>要舍入的值</translation>
    </message>
    <message>
        <source>A decimal number such as 0.1, 1e-8, 500 or -3.5e4, written with your locale&apos;s decimal separator or a dot. inf and nan work too.</source>
        <translation>十进制数，如 0.1、1e-8、500 或 -3.5e4，可使用本地区的小数分隔符或小数点。也支持 inf 和 nan。</translation>
    </message>
    <message>
        <source>e.g. 0.1, 1e-8, 500</source>
        <translation>例如 0.1、1e-8、500</translation>
    </message>
    <message>
        <source>0.1 has no exact binary representation in any format.</source>
        <translation>0.1 在任何格式中都没有精确的二进制表示。</translation>
    </message>
    <message>
        <source>1e-8 underflows to zero in FP16 but not in BF16, which has FP32&apos;s range.</source>
        <translation>1e-8 在 FP16 中下溢为零，但在 BF16 中不会，因为 BF16 的范围与 FP32 相同。</translation>
    </message>
    <message>
        <source>500 lies beyond FP8 E4M3&apos;s largest value, 448.</source>
        <translation>500 超出了 FP8 E4M3 的最大值 448。</translation>
    </message>
    <message>
        <source>70000 lies beyond FP16&apos;s largest value, 65504.</source>
        <translation>70000 超出了 FP16 的最大值 65504。</translation>
    </message>
    <message>
        <source>2049 lies halfway between two FP16 values: ties go to the even one, 2048.</source>
        <translation>2049 恰好位于两个 FP16 值的正中间：平局时取偶数，即 2048。</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>试试 %1</translation>
    </message>
    <message>
        <source>&amp;Saturate FP8 E4M3 and FP4 E2M1</source>
        <translation>FP8 E4M3 与 FP4 E2M1 饱和处理(&amp;S)</translation>
    </message>
    <message>
        <source>Saturate on overflow</source>
        <translation>溢出时饱和</translation>
    </message>
    <message>
        <source>Off: OFP8 non-saturating mode, values beyond E4M3&apos;s 448 become NaN (E2M1 has no NaN and clamps to ±6 either way). On: OFP8 saturation mode, they clamp to ±max, the usual choice when casting to FP8 for training and inference.</source>
        <translation>关闭：OFP8 非饱和模式，超出 E4M3 最大值 448 的值变为 NaN（E2M1 没有 NaN，两种模式下都截断到 ±6）。开启：OFP8 饱和模式，这些值被截断到 ±最大值，这是训练和推理中转换为 FP8 时的常用选择。</translation>
    </message>
    <message>
        <source>Input error</source>
        <translation>输入错误</translation>
    </message>
    <message>
        <source>Number formats table</source>
        <translation>数值格式表</translation>
    </message>
    <message>
        <source>Nearest value: round to nearest, ties to even (IEEE 754-2019), subnormals included. ε is the gap between 1 and the next larger value. Sources: IEEE 754-2019; OCP OFP8 1.0 (E4M3, E5M2); OCP MX 1.0 (E2M1); NVIDIA (TF32); Google (bfloat16).</source>
        <translation>最接近值：舍入到最接近值，平局取偶（IEEE 754-2019），包括次正规数。ε 为 1 与下一个更大值之间的间距。来源：IEEE 754-2019；OCP OFP8 1.0（E4M3、E5M2）；OCP MX 1.0（E2M1）；NVIDIA（TF32）；Google（bfloat16）。</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Name, and sign + exponent + mantissa bits.</source>
        <translation>名称，以及符号 + 指数 + 尾数位数。</translation>
    </message>
    <message>
        <source>Bits:</source>
        <translation>位：</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>sign</source>
        <translation>符号</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>exponent</source>
        <translation>指数</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>mantissa</source>
        <translation>尾数</translation>
    </message>
    <message>
        <source>One box per bit of the nearest value: sign, then the biased exponent, then the stored mantissa (fraction) bits.</source>
        <translation>最接近值的每一位对应一个方框：先是符号位，然后是带偏置的指数，最后是存储的尾数（小数）位。</translation>
    </message>
    <message>
        <source>Nearest value</source>
        <translation>最接近值</translation>
    </message>
    <message>
        <source>The format&apos;s value nearest to the input, marked in red when the input underflows to zero or overflows. &quot;≈&quot; marks a value shown rounded to the digits that tell it apart from its neighbours.</source>
        <translation>该格式中最接近输入的值；输入下溢为零或上溢时标为红色。“≈”表示该值已舍入到足以与相邻值区分的位数。</translation>
    </message>
    <message>
        <source>Relative
error</source>
        <translation>相对
误差</translation>
    </message>
    <message>
        <source>|nearest − input| / |input|; 1 when the value is lost (zero, infinity, NaN).</source>
        <translation>|最接近值 − 输入| / |输入|；值丢失（零、无穷大、NaN）时为 1。</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Largest finite value and smallest normal value.</source>
        <translation>最大有限值与最小正规值。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>ε: the gap between 1 and the next value (relative precision); the smallest subnormal: the smallest positive value.</source>
        <translation>ε：1 与下一个值之间的间距（相对精度）；最小次正规数：最小的正值。</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 bits</source>
        <translation>%1 + %2 + %3 位</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 bits
stored in %4 bits</source>
        <translation>%1 + %2 + %3 位
以 %4 位存储</translation>
    </message>
    <message>
        <source>Exponent bias %1. Infinity: %2. NaN: %3. Source: %4.</source>
        <translation>指数偏置 %1。无穷大：%2。NaN：%3。来源：%4。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 位</translation>
    </message>
    <message>
        <source>The %1 value nearest to the input.</source>
        <translation>最接近输入的 %1 值。</translation>
    </message>
    <message>
        <source>%1 nearest value</source>
        <translation>%1 最接近值</translation>
    </message>
    <message>
        <source>Relative error of %1: |nearest − input| / |input|.</source>
        <translation>%1 的相对误差：|最接近值 − 输入| / |输入|。</translation>
    </message>
    <message>
        <source>%1 relative error</source>
        <translation>%1 相对误差</translation>
    </message>
    <message>
        <source>Largest finite value and smallest normal value of %1.</source>
        <translation>%1 的最大有限值与最小正规值。</translation>
    </message>
    <message>
        <source>max %1
min normal %2</source>
        <translation>最大 %1
最小正规值 %2</translation>
    </message>
    <message>
        <source>%1 range</source>
        <translation>%1 范围</translation>
    </message>
    <message>
        <source>Epsilon (gap between 1 and the next %1 value) and the smallest positive value.</source>
        <translation>ε（1 与下一个 %1 值之间的间距）以及最小正值。</translation>
    </message>
    <message>
        <source>ε %1
min subnormal %2</source>
        <translation>ε %1
最小次正规数 %2</translation>
    </message>
    <message>
        <source>%1 precision</source>
        <translation>%1 精度</translation>
    </message>
    <message>
        <source>Type a number, e.g. 0.1 or 1e-8.</source>
        <translation>请输入一个数，例如 0.1 或 1e-8。</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>“%1”不是数字。</translation>
    </message>
    <message>
        <source>Still showing %1.</source>
        <translation>仍显示 %1。</translation>
    </message>
    <message>
        <source>0 (exact)</source>
        <translation>0（精确）</translation>
    </message>
    <message>
        <source>underflow → 0</source>
        <translation>下溢 → 0</translation>
    </message>
    <message>
        <source>The input is below half of %1&apos;s smallest subnormal (%2), so it rounds to zero: the value is lost.</source>
        <translation>输入小于 %1 最小次正规数（%2）的一半，因此舍入为零：该值丢失。</translation>
    </message>
    <message>
        <source>overflow → %1</source>
        <translation>上溢 → %1</translation>
    </message>
    <message>
        <source>This format has no infinity, so the value becomes NaN.</source>
        <translation>此格式没有无穷大，因此该值变为 NaN。</translation>
    </message>
    <message>
        <source>The value becomes infinity.</source>
        <translation>该值变为无穷大。</translation>
    </message>
    <message>
        <source>The value is clamped to the largest finite value.</source>
        <translation>该值被截断为最大有限值。</translation>
    </message>
    <message>
        <source>The input lies beyond %1&apos;s largest finite value (%2). %3</source>
        <translation>输入超出了 %1 的最大有限值（%2）。%3</translation>
    </message>
    <message>
        <source>no NaN code</source>
        <translation>无 NaN 编码</translation>
    </message>
    <message>
        <source>%1 has no encoding for NaN; its bits show 0.</source>
        <translation>%1 没有 NaN 的编码；其各位显示为 0。</translation>
    </message>
</context>
<context>
    <name>rooflab::NumericsControls</name>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD + momentum</source>
        <translation>SGD + 动量</translation>
    </message>
    <message>
        <source>AdaGrad</source>
        <translation>AdaGrad</translation>
    </message>
    <message>
        <source>RMSProp</source>
        <translation>RMSProp</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-bit</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Numerics and optimizer</source>
        <translation>数值精度与优化器</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Number formats of training: fp32; mixed precision (bf16/fp16/fp8 compute with an fp32 master copy and fp32 optimizer states); pure bf16 (no master copy); or PyTorch AMP (torch.autocast over fp32 weights: 16-bit copies of the weights for the matmuls, no master copy).</source>
        <translation>训练的数值格式：fp32；混合精度（以 bf16/fp16/fp8 计算，另有 fp32 主副本和 fp32 优化器状态）；纯 bf16（无主副本）；或 PyTorch AMP（在 fp32 权重上使用 torch.autocast：矩阵乘使用权重的 16 位副本，无主副本）。</translation>
    </message>
    <message>
        <source>%1 (autocast)</source>
        <translation>%1（autocast）</translation>
    </message>
    <message>
        <source>custom mix</source>
        <translation>自定义组合</translation>
    </message>
    <message>
        <source>dtype mix...</source>
        <translation>数据类型组合...</translation>
    </message>
    <message>
        <source>Edit dtype mix</source>
        <translation>编辑数据类型组合</translation>
    </message>
    <message>
        <source>Choose the storage dtype of weights, gradients, master copy, optimizer states, activations and logits one by one.</source>
        <translation>逐一选择权重、梯度、主副本、优化器状态、激活值和 logits 的存储数据类型。</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Sets how many state values the optimizer keeps per parameter: none (SGD), one (momentum, AdaGrad, RMSProp, Lion), two (Adam, AdamW), two 8-bit (AdamW 8-bit) or factored row/column statistics (Adafactor).</source>
        <translation>决定优化器为每个参数保存多少个状态值：无（SGD）、一个（momentum、AdaGrad、RMSProp、Lion）、两个（Adam、AdamW）、两个 8 位值（AdamW 8-bit）或分解的行/列统计量（Adafactor）。</translation>
    </message>
</context>
<context>
    <name>rooflab::OffloadControls</name>
    <message>
        <source>on the GPU</source>
        <translation>在 GPU 上</translation>
    </message>
    <message>
        <source>host memory (ZeRO-Offload)</source>
        <translation>主机内存（ZeRO-Offload）</translation>
    </message>
    <message>
        <source>NVMe (ZeRO-Infinity)</source>
        <translation>NVMe（ZeRO-Infinity）</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>host memory (all but one layer)</source>
        <translation>主机内存（只留一层）</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Where the optimizer step runs. Host memory: DeepSpeed&apos;s ZeRO-Offload keeps the fp32 weights, fp32 gradients and the optimizer states in the host&apos;s RAM (18 bytes per parameter with Adam), sends the gradients over PCIe and steps on the CPU. NVMe: ZeRO-Infinity swaps the states from the drives every step. Needs ZeRO stage 1 or more.</source>
        <translation>优化器步骤在哪里运行。主机内存：DeepSpeed 的 ZeRO-Offload 把 fp32 权重、fp32 梯度和优化器状态放在主机内存中（Adam 每参数 18 字节），通过 PCIe 发送梯度并在 CPU 上完成一步。NVMe：ZeRO-Infinity 每一步都从硬盘换入这些状态。需要 ZeRO 阶段 1 或以上。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>ZeRO-3 with the optimizer offloaded: the 16-bit parameter shards also live on the host (or NVMe) and travel over PCIe before every forward and backward.</source>
        <translation>在优化器已卸载的 ZeRO-3 下：16 位参数分片也放在主机（或 NVMe）上，每次前向和反向之前经 PCIe 传输。</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s CPU offload: every layer&apos;s saved activations go to the host while the next layers run and come back for the backward; one layer stays.</source>
        <translation>Transformer Engine 的 CPU 卸载：每层保存的激活在后续层运行时送往主机，反向时再取回；保留一层。</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Host RAM per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <source>The host memory one node has for what is offloaded, checked against all of its GPUs&apos; processes. &apos;from the database&apos; uses the GPU&apos;s usual server (2 TB for a DGX H100).</source>
        <translation>一个节点用于存放卸载内容的主机内存，按其所有 GPU 进程的总和检查。“来自数据库”表示使用该 GPU 常见服务器的配置（DGX H100 为 2 TB）。</translation>
    </message>
    <message>
        <source>from the database</source>
        <translation>来自数据库</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
</context>
<context>
    <name>rooflab::ParetoChart</name>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Search to see the layouts here</source>
        <translation>搜索后在此查看布局</translation>
    </message>
    <message numerus="yes">
        <source>Pareto front of %n layout(s)</source>
        <translation>
            <numerusform>%n 种布局的帕累托前沿</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory headroom per GPU (%1)</source>
        <translation>每 GPU 内存余量（%1）</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU 每秒 token 数</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>偏紧</translation>
    </message>
</context>
<context>
    <name>rooflab::PlanPanel</name>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>No search: %1</source>
        <translation>未搜索：%1</translation>
    </message>
    <message>
        <source>%1 layouts tried, %2 fit, in %3</source>
        <translation>已尝试 %1 种布局，%2 种可容纳，用时 %3</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>已取消：%1</translation>
    </message>
    <message numerus="yes">
        <source>no layout fits; %n GPU(s) would</source>
        <translation>
            <numerusform>没有布局可容纳；需要 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>no layout fits</source>
        <translation>没有布局可容纳</translation>
    </message>
    <message>
        <source>Use layout %1 (%2)</source>
        <translation>使用布局 %1（%2）</translation>
    </message>
    <message>
        <source>Export Layouts</source>
        <translation>导出布局</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export layouts</source>
        <translation>无法导出布局</translation>
    </message>
    <message>
        <source>Global &amp;batch:</source>
        <translation>全局批量(&amp;B)：</translation>
    </message>
    <message>
        <source>Sequences per optimizer step: data-parallel ranks × micro-batch × accumulation (plan.global_batch).</source>
        <translation>每个优化器步的序列数：数据并行秩数 × 微批量 × 累积步数（plan.global_batch）。</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批量</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Search every GPU count from the first to this one (plan.gpus).</source>
        <translation>搜索从第一个到此值的每个 GPU 数（plan.gpus）。</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>最多 GPU 数</translation>
    </message>
    <message>
        <source>Hold as set:</source>
        <translation>保持当前设置：</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批量</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Keep this at the scenario&apos;s value while searching (plan.fixed).</source>
        <translation>搜索时保持场景中的值（plan.fixed）。</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>Try every layout of this model on these GPUs at this global batch and rank them.</source>
        <translation>在这些 GPU 上以此全局批量尝试该模型的每种布局并排序。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Use this layout</source>
        <translation>使用此布局(&amp;U)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>The GPUs the layouts split the run over; with “up to”, the fewest searched.</source>
        <translation>布局将训练分配到的 GPU 数；勾选“至”时为搜索的最少数量。</translation>
    </message>
    <message>
        <source>The most GPUs searched (plan.gpus).</source>
        <translation>搜索的最多 GPU 数（plan.gpus）。</translation>
    </message>
    <message>
        <source>Results are for the scenario before your last edit</source>
        <translation>结果对应您上次修改之前的场景</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <source>Set the selected layout in the scenario (one undo step). Not for stale results: search again first.</source>
        <translation>将所选布局应用到场景（一步撤销）。结果已过期时不可用：请先重新搜索。</translation>
    </message>
    <message>
        <source>Results are for the scenario before your last edit — &lt;a href=&quot;search&quot;&gt;Search again&lt;/a&gt;</source>
        <translation>结果对应您上次修改之前的场景 — &lt;a href=&quot;search&quot;&gt;重新搜索&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>rooflab::PlanTableModel</name>
    <message>
        <source>Fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>勉强</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <source>Near-tie group %1: the layouts of a group are within 1 % of each other</source>
        <translation>近似并列组 %1：同组布局彼此相差不超过 1 %</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时间</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU 每秒 token 数</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Why not first</source>
        <translation>为何不是第一</translation>
    </message>
    <message>
        <source>%1 GPUs · %2</source>
        <translation>%1 个 GPU · %2</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首个 token 时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>每 GPU 输出 token/s</translation>
    </message>
    <message>
        <source>Meets SLO</source>
        <translation>满足 SLO</translation>
    </message>
</context>
<context>
    <name>rooflab::PrecisionDialog</name>
    <message>
        <source>Dtype mix</source>
        <translation>数据类型组合</translation>
    </message>
    <message>
        <source>Storage format of each part of training state. Bytes per parameter follow directly; the matmul dtype picks the peak FLOP/s.</source>
        <translation>训练状态各部分的存储格式。每参数字节数由此直接得出；矩阵乘数据类型决定峰值 FLOP/s。</translation>
    </message>
    <message>
        <source>Start from preset</source>
        <translation>从预设开始</translation>
    </message>
    <message>
        <source>Fill every field below from a named preset, then adjust.</source>
        <translation>用所选预设填充下面的所有字段，然后再调整。</translation>
    </message>
    <message>
        <source>(keep)</source>
        <translation>（保持不变）</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>起始预设</translation>
    </message>
    <message>
        <source>Working weights</source>
        <translation>工作权重</translation>
    </message>
    <message>
        <source>The copy of the weights the forward and backward passes read.</source>
        <translation>前向和反向传播读取的权重副本。</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Gradient buffers, one value per parameter.</source>
        <translation>梯度缓冲区，每个参数一个值。</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>主权重</translation>
    </message>
    <message>
        <source>The high-precision copy the optimizer updates in mixed precision; none when the working weights are the only copy.</source>
        <translation>混合精度中由优化器更新的高精度副本；若工作权重是唯一副本则为无。</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Momentum / variance buffers (how many depends on the optimizer).</source>
        <translation>动量 / 方差缓冲区（数量取决于优化器）。</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Tensors saved for the backward pass.</source>
        <translation>为反向传播保存的张量。</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>The vocabulary-sized output and cross-entropy buffer, often kept in fp32.</source>
        <translation>词表大小的输出和交叉熵缓冲区，通常以 fp32 保存。</translation>
    </message>
    <message>
        <source>Matmul dtype</source>
        <translation>矩阵乘数据类型</translation>
    </message>
    <message>
        <source>The tensor-core format the matmuls run in: its peak sets time and the roofline.</source>
        <translation>矩阵乘所用的 Tensor Core 格式：其峰值决定时间和 Roofline。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (%2 bits)</source>
        <translation>%1（%2 位）</translation>
    </message>
    <message>
        <source>Autocast (torch.autocast)</source>
        <translation>Autocast（torch.autocast）</translation>
    </message>
    <message>
        <source>The matmuls run in the activations&apos; dtype on 16-bit copies of the weights, made in each forward and kept for the backward; the residual stream and the norms stay in the weights&apos; dtype. Usually with fp32 weights and no master copy.</source>
        <translation>矩阵乘以激活值的数据类型在权重的 16 位副本上运行，这些副本在每次前向时生成并保留到反向；残差流和归一化保持权重的数据类型。通常搭配 fp32 权重且无主副本。</translation>
    </message>
    <message>
        <source>FP8 scaling</source>
        <translation>FP8 缩放</translation>
    </message>
    <message>
        <source>delayed (per tensor, amax history)</source>
        <translation>延迟（按张量，amax 历史）</translation>
    </message>
    <message>
        <source>current (per tensor)</source>
        <translation>当前（按张量）</translation>
    </message>
    <message>
        <source>blocks (1 × 128, 128 × 128)</source>
        <translation>分块（1 × 128，128 × 128）</translation>
    </message>
    <message>
        <source>FP8 all-gather (FSDP)</source>
        <translation>FP8 all-gather（FSDP）</translation>
    </message>
    <message>
        <source>torchao&apos;s enable_fsdp_float8_all_gather: under ZeRO-3/FSDP the layers&apos; linear weights are cast to FP8 before the all-gather, which then sends and holds 1 byte per weight instead of 2. Only with an FP8 matmul dtype and ZeRO-3.</source>
        <translation>torchao 的 enable_fsdp_float8_all_gather：在 ZeRO-3/FSDP 下，各层的线性权重在 all-gather 之前转换为 FP8，all-gather 随后每个权重只发送并保存 1 字节而非 2 字节。仅在矩阵乘数据类型为 FP8 且使用 ZeRO-3 时有效。</translation>
    </message>
    <message>
        <source>How an FP8 recipe scales its tensors (Megatron-LM&apos;s --fp8-recipe). Delayed scaling also keeps an FP8 copy of the attention output projection&apos;s input. Rows is torchao&apos;s rowwise recipe (torchtitan&apos;s float8.recipe_name &quot;rowwise&quot;), torchtitan only. MXFP8 and NVFP4 are chosen by the matmul dtype.</source>
        <translation>FP8 配方如何缩放其张量（Megatron-LM 的 --fp8-recipe）。延迟缩放还会保留注意力输出投影输入的一份 FP8 副本。“按行”是 torchao 的按行配方（torchtitan 的 float8.recipe_name &quot;rowwise&quot;），仅限 torchtitan。MXFP8 和 NVFP4 由矩阵乘法 dtype 选择。</translation>
    </message>
    <message>
        <source>rows (torchao, torchtitan)</source>
        <translation>按行（torchao，torchtitan）</translation>
    </message>
</context>
<context>
    <name>rooflab::PresentationStrip</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>每 k 层</translation>
    </message>
    <message>
        <source>0 (DDP)</source>
        <translation>0（DDP）</translation>
    </message>
    <message>
        <source>1 (optimizer)</source>
        <translation>1（优化器）</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2（+ 梯度）</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3（+ 权重）</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>Parameters of a size-only model (a Llama-style shape derived from the count). Dragging it replaces a published architecture with a size-only model.</source>
        <translation>仅按规模定义的模型的参数量（由参数量推出的 Llama 式结构）。拖动它会把已发布的架构换成仅按规模定义的模型。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Tokens per training sequence.</source>
        <translation>每条训练序列的 token 数。</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Sequences each GPU processes per forward/backward pass.</source>
        <translation>每块 GPU 每次前向/反向传播处理的序列数。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPUs in the run: the data-parallel degree is what tensor and pipeline parallelism leave.</source>
        <translation>本次运行的 GPU 数：数据并行度是张量并行和流水线并行之外剩下的部分。</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Activation checkpointing: selective recomputes the attention core, full keeps only each layer&apos;s input.</source>
        <translation>激活检查点：选择性只重算注意力核心，完全只保留每层的输入。</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>What the data-parallel GPUs shard: 1 the optimizer states, 2 also the gradients, 3 also the weights.</source>
        <translation>数据并行 GPU 切分的内容：1 切分优化器状态，2 还切分梯度，3 还切分权重。</translation>
    </message>
    <message>
        <source>Previous lecture (Page Up)</source>
        <translation>上一讲（Page Up）</translation>
    </message>
    <message>
        <source>Previous lecture</source>
        <translation>上一讲</translation>
    </message>
    <message>
        <source>Next lecture (Page Down)</source>
        <translation>下一讲（Page Down）</translation>
    </message>
    <message>
        <source>Next lecture</source>
        <translation>下一讲</translation>
    </message>
    <message>
        <source>Lecture %1 / %2</source>
        <translation>第 %1 / %2 讲</translation>
    </message>
    <message>
        <source>Lectures</source>
        <translation>讲座</translation>
    </message>
    <message>
        <source>op-selective</source>
        <translation>算子级选择性</translation>
    </message>
    <message>
        <source>block (first N layers)</source>
        <translation>块（前 N 层）</translation>
    </message>
</context>
<context>
    <name>rooflab::RooflineChart</name>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>算术强度（FLOP/字节）</translation>
    </message>
    <message>
        <source>attainable TFLOP/s</source>
        <translation>可达 TFLOP/s</translation>
    </message>
    <message>
        <source>memory-bound op</source>
        <translation>访存受限运算</translation>
    </message>
    <message>
        <source>compute-bound op</source>
        <translation>计算受限运算</translation>
    </message>
    <message>
        <source>%1 roofline — %2</source>
        <translation>%1 Roofline — %2</translation>
    </message>
    <message>
        <source>compute in %1</source>
        <translation>以 %1 计算</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>每 GPU %1 token/s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1
FLOPs: %2
bytes: %3
intensity: %4 FLOP/B
attainable: %5
%6
time: %7</source>
        <translation>%1
FLOPs：%2
字节数：%3
强度：%4 FLOP/B
可达：%5
%6
时间：%7</translation>
    </message>
    <message>
        <source>%1 (%2)
intensity: %3 FLOP/B
measured: %4</source>
        <translation>%1（%2）
强度：%3 FLOP/B
实测：%4</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/B</source>
        <translation>拐点 %1 FLOP/B</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>显存带宽 %1</translation>
    </message>
    <message>
        <source>FP32 vector</source>
        <translation>FP32 向量</translation>
    </message>
    <message>
        <source>FP32 vector (CUDA cores) %1</source>
        <translation>FP32 向量（CUDA Core）%1</translation>
    </message>
    <message>
        <source>%1% of datasheet</source>
        <translation>数据手册值的 %1%</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>实测 %1</translation>
    </message>
    <message>
        <source>measured %1 %2</source>
        <translation>实测 %1 %2</translation>
    </message>
    <message>
        <source>another GPU: %1</source>
        <translation>另一块 GPU：%1</translation>
    </message>
    <message>
        <source>predicted %1 per token</source>
        <translation>预测每个 token %1</translation>
    </message>
    <message>
        <source>predicted %1 per step</source>
        <translation>预测每步 %1</translation>
    </message>
    <message>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <source>roofline bound: %1 per token</source>
        <translation>roofline 界限：每个 token %1</translation>
    </message>
    <message>
        <source>roofline bound: %1 per step</source>
        <translation>roofline 界限：每步 %1</translation>
    </message>
    <message>
        <source>MFU at most %1 %</source>
        <translation>MFU 最多 %1 %</translation>
    </message>
    <message>
        <source>serving: TTFT %1, TPOT %2, %3 tokens/s per GPU</source>
        <translation>服务：TTFT %1，TPOT %2，每 GPU %3 token/s</translation>
    </message>
</context>
<context>
    <name>rooflab::RunControls</name>
    <message>
        <source>Run and cost</source>
        <translation>训练与成本</translation>
    </message>
    <message>
        <source>Training tokens (D)</source>
        <translation>训练 token 数（D）</translation>
    </message>
    <message>
        <source>Tokens the whole run trains on: with 6ND it sets total FLOPs, days, GPU-hours and cost. Chinchilla-optimal is about 20 tokens per parameter.</source>
        <translation>整个训练运行的 token 总数：通过 6ND 决定总 FLOPs、天数、GPU 小时数和成本。Chinchilla 最优约为每参数 20 个 token。</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型 FLOPs 利用率</translation>
    </message>
    <message>
        <source>Fraction of the GPUs&apos; dense peak a training run achieves (MFU, Chowdhery et al. 2022); 0.35-0.55 is typical for large runs. Sets the days and the cost.</source>
        <translation>训练运行所达到的 GPU 稠密峰值的比例（MFU，Chowdhery et al. 2022）；大规模训练通常为 0.35-0.55。决定天数与成本。</translation>
    </message>
    <message>
        <source>Price / GPU-hour</source>
        <translation>价格 / GPU 小时</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message>
        <source>What one GPU-hour costs (cloud list price or amortised). 0 hides the cost.</source>
        <translation>一个 GPU 小时的费用（云服务标价或摊销成本）。设为 0 则不显示成本。</translation>
    </message>
</context>
<context>
    <name>rooflab::SavingsControls</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective (attention core)</source>
        <translation>选择性（注意力核心）</translation>
    </message>
    <message>
        <source>full (every layer)</source>
        <translation>完全（每层）</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>每 k 层</translation>
    </message>
    <message>
        <source>Memory savings</source>
        <translation>显存优化</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Checkpoint every k layers</source>
        <translation>每 k 层设一个检查点</translation>
    </message>
    <message>
        <source>With every-k checkpointing, keep the input of every k-th layer and recompute the rest of each segment. &apos;auto&apos; uses k = sqrt(layers), which minimises memory.</source>
        <translation>使用每 k 层检查点时，每隔 k 层保留一层的输入，并重计算每段的其余部分。“自动”取 k = sqrt(层数)，可使显存最小。</translation>
    </message>
    <message>
        <source>auto (sqrt L)</source>
        <translation>自动（sqrt L）</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Fused attention never stores the s x s score and softmax matrices, removing the activation term quadratic in sequence length.</source>
        <translation>融合注意力从不存储 s x s 的分数矩阵和 softmax 矩阵，从而消除与序列长度成二次关系的激活项。</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Dropout keeps one mask byte per element it drops (attention, after attention and after the MLP): more activation memory. Most LLM pre-training turns it off.</source>
        <translation>Dropout 为其作用的每个元素保存一个字节的掩码（注意力内部、注意力之后和 MLP 之后）：会增加激活显存。大多数 LLM 预训练会将其关闭。</translation>
    </message>
    <message>
        <source>attention core</source>
        <translation>注意力核心</translation>
    </message>
    <message>
        <source>norms not fused into a linear (latent attention, MoE)</source>
        <translation>未融合进线性层的归一化（潜在注意力、MoE）</translation>
    </message>
    <message>
        <source>latent attention&apos;s up-projections</source>
        <translation>潜在注意力的上投影</translation>
    </message>
    <message>
        <source>the experts&apos; activation</source>
        <translation>专家的激活函数</translation>
    </message>
    <message>
        <source>a dense layer&apos;s whole MLP</source>
        <translation>稠密层的整个 MLP</translation>
    </message>
    <message>
        <source>an MoE layer&apos;s whole MLP</source>
        <translation>MoE 层的整个 MLP</translation>
    </message>
    <message>
        <source>the shared expert</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重新计算</translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation>重新计算的模块</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s selective recomputation (--recompute-modules): each module&apos;s outputs are dropped after the forward and computed again in the backward. Fewer activations, more compute. With selective checkpointing and the Megatron implementation.</source>
        <translation>Megatron-Core 的选择性重计算（--recompute-modules）：每个模块的输出在前向之后丢弃，在反向时重新计算。激活更少，计算更多。需选择性检查点和 Megatron 实现。</translation>
    </message>
    <message>
        <source>(selective, Megatron)</source>
        <translation>（选择性，Megatron）</translation>
    </message>
    <message>
        <source>op-selective (torchtitan: every other matmul)</source>
        <translation>算子级选择性（torchtitan：每隔一个矩阵乘）</translation>
    </message>
    <message>
        <source>block (first N layers)</source>
        <translation>块（前 N 层）</translation>
    </message>
    <message>
        <source>Activation checkpointing trades compute for memory: selective recomputes the attention core, full keeps only each layer&apos;s input (about a third more compute), every-k keeps every k-th layer&apos;s input, op-selective (PyTorch&apos;s selective checkpointing as torchtitan applies it) keeps the outputs of every other matrix product and of attention and recomputes the rest, block (Megatron&apos;s --recompute-method block) recomputes the first N layers of each pipeline stage in full and keeps the others whole.</source>
        <translation>激活检查点以计算换显存：选择性只重计算注意力核心；完全只保留每层的输入（计算量约增加三分之一）；每 k 层则每隔 k 层保留一层的输入；算子级选择性（torchtitan 所用的 PyTorch 选择性检查点）保留每隔一个矩阵乘积的输出和注意力的输出，其余部分重计算；块（Megatron 的 --recompute-method block）完整重计算每个流水线阶段的前 N 层，其余层完整保留。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Layers recomputed per stage</source>
        <translation>每阶段重计算的层数</translation>
    </message>
    <message>
        <source>With block checkpointing, the first N layers of each pipeline stage (of each model chunk with virtual stages) keep only their input and are recomputed in the backward; the others keep all their activations (Megatron&apos;s --recompute-num-layers).</source>
        <translation>使用块检查点时，每个流水线阶段（有虚拟阶段时为每个模型块）的前 N 层只保留输入，并在反向传播中重计算；其余层保留全部激活值（Megatron 的 --recompute-num-layers）。</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioComparison</name>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>无效场景</translation>
    </message>
    <message>
        <source>%1%2 points</source>
        <translation>%1%2 个百分点</translation>
    </message>
    <message>
        <source>%1%2 at %1%3 per GPU-hour</source>
        <translation>%1%2，每 GPU 小时 %1%3</translation>
    </message>
    <message>
        <source>Training memory per GPU</source>
        <translation>每 GPU 训练内存</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时间</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>预测 MFU</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Tokens/s (all GPUs)</source>
        <translation>Token/s（全部 GPU）</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU token/s</translation>
    </message>
    <message>
        <source>Trained tokens (D)</source>
        <translation>训练 token 数 (D)</translation>
    </message>
    <message>
        <source>Time to train (predicted speed)</source>
        <translation>训练时间（预测速度）</translation>
    </message>
    <message>
        <source>Time to train (at the set MFU)</source>
        <translation>训练时间（按设定 MFU）</translation>
    </message>
    <message>
        <source>%1 at %2 % MFU</source>
        <translation>%1（MFU %2 %）</translation>
    </message>
    <message>
        <source>GPU-hours (at the set MFU)</source>
        <translation>GPU 小时（按设定 MFU）</translation>
    </message>
    <message>
        <source>Cost (at the set MFU)</source>
        <translation>成本（按设定 MFU）</translation>
    </message>
    <message>
        <source>no price per GPU-hour</source>
        <translation>未设置每 GPU 小时价格</translation>
    </message>
    <message>
        <source>no training tokens</source>
        <translation>未设置训练 token 数</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3</source>
        <translation>%1 %2 -&gt; %3</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>无</translation>
    </message>
    <message>
        <source>another GPU</source>
        <translation>另一种 GPU</translation>
    </message>
    <message>
        <source>1/%1</source>
        <translation>1/%1</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioDocument</name>
    <message>
        <source> (edited)</source>
        <translation>（已编辑）</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioEdit</name>
    <message>
        <source>Change %1</source>
        <translation>更改 %1</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingChart</name>
    <message>
        <source>Serving</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Serving: %1</source>
        <translation>服务：%1</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首个 token 时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <source>TTFT target %1</source>
        <translation>TTFT 目标 %1</translation>
    </message>
    <message>
        <source>TPOT target %1</source>
        <translation>TPOT 目标 %1</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU (at n in flight)</source>
        <translation>每 GPU 输出 token/s（n 个进行中时）</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>本场景</translation>
    </message>
    <message>
        <source>Requests in flight (concurrency)</source>
        <translation>进行中的请求（并发数）</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>延迟（ms）</translation>
    </message>
    <message>
        <source>Output tokens/s per user (1 / TPOT)</source>
        <translation>每用户输出 token/s（1 / TPOT）</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>每 GPU 输出 token/s</translation>
    </message>
    <message>
        <source>%1 requests/s, %2 in flight</source>
        <translation>%1 请求/s，%2 个进行中</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 个进行中</translation>
    </message>
    <message>
        <source>This scenario:
%1,
%2 tokens/s per GPU,
limited by %3</source>
        <translation>本场景：
%1，
每 GPU %2 token/s，
受限于%3</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingCurve</name>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>per-step overhead</source>
        <translation>每步开销</translation>
    </message>
    <message>
        <source>KV-cache capacity</source>
        <translation>KV 缓存容量</translation>
    </message>
    <message>
        <source>batch limit (max_num_seqs)</source>
        <translation>批次上限（max_num_seqs）</translation>
    </message>
    <message>
        <source>%1-%2 x</source>
        <translation>%1-%2 倍</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <source>TTFT %1, TPOT %2, throughput %3</source>
        <translation>TTFT %1，TPOT %2，吞吐量 %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingPanel</name>
    <message>
        <source>Add Serving Settings</source>
        <translation>添加服务设置</translation>
    </message>
    <message>
        <source>At %1 requests in flight: </source>
        <translation>在 %1 个进行中的请求下：</translation>
    </message>
    <message>
        <source>At %1 requests/s (%2 in flight on average): </source>
        <translation>在 %1 请求/s 下（平均 %2 个进行中）：</translation>
    </message>
    <message>
        <source>time to first token %1, time per output token %2, %3 output tokens/s per GPU (%4 in all), %5 requests/s; limited by %6.</source>
        <translation>首个 token 时间 %1，每输出 token 时间 %2，每 GPU %3 输出 token/s（共 %4），%5 请求/s；受限于%6。</translation>
    </message>
    <message>
        <source>Requests arrive faster than they complete: the queue grows without bound.</source>
        <translation>请求到达快于完成：队列无限增长。</translation>
    </message>
    <message>
        <source>Misses the TTFT target of %1.</source>
        <translation>未达到 %1 的 TTFT 目标。</translation>
    </message>
    <message>
        <source>Misses the TPOT target of %1.</source>
        <translation>未达到 %1 的 TPOT 目标。</translation>
    </message>
    <message>
        <source>Meets its targets.</source>
        <translation>达到其目标。</translation>
    </message>
    <message>
        <source>This scenario has no serving settings: nothing says which engine serves the model, at what load.
Add them to see the time to first token, the time per output token and the throughput against the requests in flight.
In a scenario file: a &quot;serving&quot; block, e.g. {&quot;engine&quot;: &quot;vllm&quot;, &quot;input_tokens&quot;: 1024, &quot;output_tokens&quot;: 256, &quot;concurrency&quot;: 32} (docs/scenario-format.md).</source>
        <translation>该场景没有服务设置：没有说明由哪个引擎、在什么负载下服务该模型。
添加后即可看到首个 token 时间、每输出 token 时间以及吞吐量随进行中请求数的变化。
在场景文件中：一个 &quot;serving&quot; 块，例如 {&quot;engine&quot;: &quot;vllm&quot;, &quot;input_tokens&quot;: 1024, &quot;output_tokens&quot;: 256, &quot;concurrency&quot;: 32}（docs/scenario-format.md）。</translation>
    </message>
    <message>
        <source>No serving curve for this scenario.</source>
        <translation>该场景没有服务曲线。</translation>
    </message>
    <message>
        <source>No serving curve: %1.</source>
        <translation>没有服务曲线：%1。</translation>
    </message>
    <message>
        <source>%1 on %2 x %3, %4, %5 + %6 tokens per request</source>
        <translation>%1 在 %2 x %3 上，%4，每请求 %5 + %6 个 token</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>引擎(&amp;E)</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>服务引擎</translation>
    </message>
    <message>
        <source>The engine whose defaults apply: CUDA graphs, chunked prefill, batch limits and the fixed overhead of each step (docs/formulas.md, &quot;Serving&quot;).</source>
        <translation>采用其默认设置的引擎：CUDA graphs、分块预填充、批次上限以及每步的固定开销（docs/formulas.md，“Serving”）。</translation>
    </message>
    <message>
        <source>P&amp;rompt</source>
        <translation>提示(&amp;R)</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示 token 数</translation>
    </message>
    <message>
        <source>Tokens in each request&apos;s prompt.</source>
        <translation>每个请求提示中的 token 数。</translation>
    </message>
    <message>
        <source>O&amp;utput</source>
        <translation>输出(&amp;U)</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Tokens each request generates. Prompt and output together stay within the model&apos;s context.</source>
        <translation>每个请求生成的 token 数。提示与输出之和不超过模型的上下文。</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Requests in f&amp;light</source>
        <translation>进行中的请求(&amp;L)</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <source>Clients, each sending its next request when the last one ends (a closed loop). Setting it replaces a request rate.</source>
        <translation>客户端在上一个请求结束后发送下一个请求（闭环）。设置它会取代请求速率。</translation>
    </message>
    <message>
        <source>Add serving settings</source>
        <translation>添加服务设置</translation>
    </message>
    <message>
        <source>Adds the serving example&apos;s settings: vLLM, 1,024-token prompts, 256 output tokens, 32 requests in flight. Undo takes them away.</source>
        <translation>添加服务示例的设置：vLLM、1,024 个 token 的提示、256 个输出 token、32 个进行中的请求。撤销即可移除。</translation>
    </message>
    <message>
        <source>Sett&amp;ings...</source>
        <translation>设置(&amp;I)...</translation>
    </message>
    <message>
        <source>Every other key of the serving block: the load as a request rate, the engine&apos;s limits, latency targets, speculative decoding, disaggregated prefill and decode, expert parallelism.</source>
        <translation>serving 块的其余所有键：以请求速率表示的负载、引擎的限制、延迟目标、推测解码、预填充与解码分离、专家并行。</translation>
    </message>
    <message>
        <source>Published runs of %1 over the prediction: %2.</source>
        <translation>%1 的已发表运行与预测之比：%2。</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingSettingsDialog</name>
    <message>
        <source>%1 (the scenario&apos;s)</source>
        <translation>%1（场景中的值）</translation>
    </message>
    <message>
        <source>Serving Settings</source>
        <translation>服务设置</translation>
    </message>
    <message>
        <source>The serving block&apos;s other keys (docs/scenario-format.md, &quot;serving&quot;). Each change is one edit of the scenario: Undo takes it back.</source>
        <translation>serving 块的其他键（docs/scenario-format.md，“serving”）。每次更改都是对场景的一次编辑：撤销即可还原。</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Time to first token</source>
        <translation>首个 token 时间(&amp;T)</translation>
    </message>
    <message>
        <source>ttft_s: the time to first token aimed at. The summary says whether the load meets it; none leaves it out.</source>
        <translation>ttft_s：目标首个 token 时间。摘要会说明该负载是否达到它；选“无”则不设此目标。</translation>
    </message>
    <message>
        <source>Time per o&amp;utput token</source>
        <translation>每个输出 token 的时间(&amp;U)</translation>
    </message>
    <message>
        <source>tpot_s: the time between two output tokens aimed at; none leaves it out.</source>
        <translation>tpot_s：两个输出 token 之间的目标时间；选“无”则不设此目标。</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>closed loop: requests in flight</source>
        <translation>闭环：进行中的请求</translation>
    </message>
    <message>
        <source>open loop: requests per second</source>
        <translation>开环：每秒请求数</translation>
    </message>
    <message>
        <source>Load t&amp;ype</source>
        <translation>负载类型(&amp;Y)</translation>
    </message>
    <message>
        <source>A closed loop keeps a number of clients busy, each sending its next request when the last one ends (concurrency); an open loop sends requests at a rate, whatever the server&apos;s pace (request_rate, Poisson arrivals). A scenario has one of the two.</source>
        <translation>闭环让一定数量的客户端保持忙碌，每个客户端在上一个请求结束后发送下一个请求（concurrency）；开环按一定速率发送请求，不管服务器的处理速度如何（request_rate，泊松到达）。一个场景只取两者之一。</translation>
    </message>
    <message>
        <source>Requests in &amp;flight</source>
        <translation>进行中的请求(&amp;F)</translation>
    </message>
    <message>
        <source>concurrency: the clients of the closed loop. Setting it replaces a request rate.</source>
        <translation>concurrency：闭环中的客户端数。设置它会取代请求速率。</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> 请求/s</translation>
    </message>
    <message>
        <source>Request &amp;rate</source>
        <translation>请求速率(&amp;R)</translation>
    </message>
    <message>
        <source>request_rate: requests arriving per second in the open loop. Setting it replaces the concurrency.</source>
        <translation>request_rate：开环中每秒到达的请求数。设置它会取代并发数。</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Prefix cache &amp;hits</source>
        <translation>前缀缓存命中率(&amp;H)</translation>
    </message>
    <message>
        <source>prefix_cache_hit: the share of each prompt found in the prefix cache (a shared system prompt, earlier turns of a chat); prefill computes only the rest.</source>
        <translation>prefix_cache_hit：每个提示中能在前缀缓存里找到的比例（共享的系统提示、对话的先前轮次）；预填充只计算其余部分。</translation>
    </message>
    <message>
        <source>&amp;Streaming</source>
        <translation>流式输出(&amp;S)</translation>
    </message>
    <message>
        <source>streaming: each token is sent back as it is generated (chat clients, the engines&apos; serving benchmarks); off: the whole answer at the end (trtllm-bench, offline runs).</source>
        <translation>streaming：每个 token 一生成就立即返回（聊天客户端、各引擎的服务基准测试）；关闭：在结束时返回整个回答（trtllm-bench、离线运行）。</translation>
    </message>
    <message>
        <source>Engine limits</source>
        <translation>引擎限制</translation>
    </message>
    <message>
        <source>current release</source>
        <translation>当前版本</translation>
    </message>
    <message>
        <source>Engine &amp;version</source>
        <translation>引擎版本(&amp;V)</translation>
    </message>
    <message>
        <source>engine_version, e.g. 0.6.0: chooses the defaults of that release (vLLM before 0.8 runs its V0 engine). Empty: the engine&apos;s current release.</source>
        <translation>engine_version，例如 0.6.0：选用该版本的默认设置（0.8 之前的 vLLM 运行其 V0 引擎）。留空：引擎的当前版本。</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>引擎默认（%1）</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>引擎默认</translation>
    </message>
    <message>
        <source>Max se&amp;quences</source>
        <translation>最大序列数(&amp;Q)</translation>
    </message>
    <message>
        <source>max_num_seqs: the most requests one step runs (vLLM --max-num-seqs, SGLang --max-running-requests, TensorRT-LLM --max_batch_size).</source>
        <translation>max_num_seqs：一步最多运行的请求数（vLLM --max-num-seqs、SGLang --max-running-requests、TensorRT-LLM --max_batch_size）。</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Max &amp;batched tokens</source>
        <translation>最大批处理 token 数(&amp;B)</translation>
    </message>
    <message>
        <source>max_num_batched_tokens: the tokens one step may process, prompts&apos; chunks and decodes together (vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size, TensorRT-LLM --max_num_tokens).</source>
        <translation>max_num_batched_tokens：一步可处理的 token 数，提示分块与解码合计（vLLM --max-num-batched-tokens、SGLang --chunked-prefill-size、TensorRT-LLM --max_num_tokens）。</translation>
    </message>
    <message>
        <source>engine default (on)</source>
        <translation>引擎默认（开）</translation>
    </message>
    <message>
        <source>engine default (off)</source>
        <translation>引擎默认（关）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>CUDA &amp;graphs</source>
        <translation>CUDA graphs(&amp;G)</translation>
    </message>
    <message>
        <source>cuda_graphs: decode steps replayed as CUDA graphs, without a launch per kernel (off: vLLM --enforce-eager, SGLang --disable-cuda-graph).</source>
        <translation>cuda_graphs：解码步以 CUDA graphs 形式重放，无需每个内核单独启动（关闭：vLLM --enforce-eager、SGLang --disable-cuda-graph）。</translation>
    </message>
    <message>
        <source>S&amp;cheduler steps</source>
        <translation>调度步数(&amp;C)</translation>
    </message>
    <message>
        <source>scheduler_steps: decode steps run per scheduling pass (vLLM --num-scheduler-steps, SGLang --num-continuous-decode-steps); new requests join only between passes.</source>
        <translation>scheduler_steps：每次调度运行的解码步数（vLLM --num-scheduler-steps、SGLang --num-continuous-decode-steps）；新请求只能在两次调度之间加入。</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>推测解码</translation>
    </message>
    <message>
        <source>n-gram lookup</source>
        <translation>n-gram 查找</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>Specu&amp;lative method</source>
        <translation>推测方法(&amp;L)</translation>
    </message>
    <message>
        <source>speculative: tokens proposed each step and verified by the model in one pass. An n-gram lookup in the prompt costs no GPU time; a draft model runs on the same GPUs.</source>
        <translation>speculative：每步提出若干 token，由模型在一次前向中验证。在提示中做 n-gram 查找不耗费 GPU 时间；草稿模型在同样的 GPU 上运行。</translation>
    </message>
    <message>
        <source>Draft to&amp;kens per step</source>
        <translation>每步草稿 token 数(&amp;K)</translation>
    </message>
    <message>
        <source>draft_tokens: the tokens proposed each step.</source>
        <translation>draft_tokens：每步提出的 token 数。</translation>
    </message>
    <message>
        <source>&amp;Acceptance rate</source>
        <translation>接受率(&amp;A)</translation>
    </message>
    <message>
        <source>acceptance: the chance that the model accepts each proposed token (Leviathan et al. 2023&apos;s alpha).</source>
        <translation>acceptance：模型接受每个提出的 token 的概率（Leviathan et al. 2023 中的 alpha）。</translation>
    </message>
    <message>
        <source>Draft &amp;model</source>
        <translation>草稿模型(&amp;M)</translation>
    </message>
    <message>
        <source>draft_model: the small model that proposes the tokens, from the model list: those that share the served model&apos;s vocabulary, as the engine verifies the draft&apos;s tokens by their ids.</source>
        <translation>draft_model：提出 token 的小模型，取自模型列表中与被服务模型共享词表的模型，因为引擎按 id 验证草稿的 token。</translation>
    </message>
    <message>
        <source>&amp;Disaggregated prefill and decode</source>
        <translation>预填充与解码分离(&amp;D)</translation>
    </message>
    <message>
        <source>disaggregation: prompts run on prefill instances, their KV cache moves to decode instances, which only decode (DistServe, Zhong et al. 2024).</source>
        <translation>disaggregation：提示在预填充实例上运行，其 KV 缓存转移到只做解码的解码实例（DistServe，Zhong et al. 2024）。</translation>
    </message>
    <message>
        <source>best split</source>
        <translation>最佳划分</translation>
    </message>
    <message>
        <source>as the layout (%1)</source>
        <translation>与布局相同（%1）</translation>
    </message>
    <message>
        <source>Prefill &amp;instances</source>
        <translation>预填充实例数(&amp;I)</translation>
    </message>
    <message>
        <source>prefill_instances; best split: the split of the GPUs that completes the most requests per second.</source>
        <translation>prefill_instances；最佳划分：每秒完成请求数最多的 GPU 划分方式。</translation>
    </message>
    <message>
        <source>Decode i&amp;nstances</source>
        <translation>解码实例数(&amp;N)</translation>
    </message>
    <message>
        <source>decode_instances; best split: the split of the GPUs that completes the most requests per second.</source>
        <translation>decode_instances；最佳划分：每秒完成请求数最多的 GPU 划分方式。</translation>
    </message>
    <message>
        <source>Pr&amp;efill tensor parallel</source>
        <translation>预填充张量并行(&amp;E)</translation>
    </message>
    <message>
        <source>prefill_tp: GPUs of one prefill instance; by default the layout&apos;s tensor parallelism.</source>
        <translation>prefill_tp：一个预填充实例的 GPU 数；默认为布局的张量并行度。</translation>
    </message>
    <message>
        <source>Dec&amp;ode tensor parallel</source>
        <translation>解码张量并行(&amp;O)</translation>
    </message>
    <message>
        <source>decode_tp: GPUs of one decode instance; by default the layout&apos;s tensor parallelism.</source>
        <translation>decode_tp：一个解码实例的 GPU 数；默认为布局的张量并行度。</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>the network&apos;s</source>
        <translation>与网络相同</translation>
    </message>
    <message>
        <source>KV transfer band&amp;width</source>
        <translation>KV 传输带宽(&amp;W)</translation>
    </message>
    <message>
        <source>kv_transfer_gbps: GB/s per GPU that carry a prompt&apos;s KV cache from the prefill to the decode instance; by default the inter-node network&apos;s.</source>
        <translation>kv_transfer_gbps：每块 GPU 将提示的 KV 缓存从预填充实例传到解码实例的带宽（GB/s）；默认为节点间网络的带宽。</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>混合专家</translation>
    </message>
    <message>
        <source>Only for a mixture-of-experts model: %1 is dense.</source>
        <translation>仅适用于混合专家模型：%1 是稠密模型。</translation>
    </message>
    <message>
        <source>E&amp;xpert parallelism</source>
        <translation>专家并行(&amp;X)</translation>
    </message>
    <message>
        <source>expert_parallel: the routed experts split whole over the GPUs (vLLM --enable-expert-parallel); off: every GPU holds a tensor-parallel slice of each expert.</source>
        <translation>expert_parallel：路由专家以整个专家为单位分布到各 GPU 上（vLLM --enable-expert-parallel）；关闭：每块 GPU 持有每个专家的一个张量并行切片。</translation>
    </message>
    <message>
        <source>Data-&amp;parallel attention</source>
        <translation>数据并行注意力(&amp;P)</translation>
    </message>
    <message>
        <source>Needs expert parallelism: the attention ranks share the experts through it.</source>
        <translation>需要专家并行：各注意力 rank 通过它共享专家。</translation>
    </message>
    <message>
        <source>data_parallel_attention: each group of tp GPUs has its own requests, KV cache and attention weights, and all share the experts (SGLang --enable-dp-attention).</source>
        <translation>data_parallel_attention：每组 tp 块 GPU 有自己的请求、KV 缓存和注意力权重，所有组共享专家（SGLang --enable-dp-attention）。</translation>
    </message>
    <message>
        <source>The load is an open loop: choose the closed loop under Load type to set it.</source>
        <translation>负载为开环：请在“负载类型”中选择闭环后再设置。</translation>
    </message>
    <message>
        <source>The load is a closed loop: choose the open loop under Load type to set it.</source>
        <translation>负载为闭环：请在“负载类型”中选择开环后再设置。</translation>
    </message>
    <message>
        <source>Off: choose a speculative method first.</source>
        <translation>已关闭：请先选择一种推测解码方法。</translation>
    </message>
    <message>
        <source>Only for the draft model method.</source>
        <translation>仅用于草稿模型方法。</translation>
    </message>
    <message>
        <source>No model in the list shares the vocabulary of %1 (%2 tokens): the engine checks a draft&apos;s tokens by their ids.</source>
        <translation>列表中没有与 %1 词表相同的模型（%2 个词元）：引擎按 ID 校验草稿的词元。</translation>
    </message>
    <message>
        <source>Off: turn on disaggregated prefill and decode (the group&apos;s box) first.</source>
        <translation>已关闭：请先开启预填充与解码分离（该组的复选框）。</translation>
    </message>
    <message>
        <source>Fixed request si&amp;zes</source>
        <translation>固定请求长度(&amp;Z)</translation>
    </message>
    <message>
        <source>fixed_lengths: every request has exactly the prompt and output tokens above (a fixed-length dataset with ignore_eos, as NVIDIA&apos;s NIM benchmarks run), so a closed loop&apos;s clients finish together and send their next prompts together. Off: the lengths vary as a real dataset&apos;s do (ShareGPT) around those means, and the prompts come one by one.</source>
        <translation>fixed_lengths：每个请求的提示和输出 token 数恰好为上面的值（带 ignore_eos 的固定长度数据集，NVIDIA 的 NIM 基准测试即如此运行），因此闭环中的客户端同时结束、同时发送下一个提示。关闭：长度像真实数据集（ShareGPT）那样围绕这些均值变化，提示逐个到来。</translation>
    </message>
    <message>
        <source>Only for a closed loop: an open loop&apos;s requests arrive one by one whatever their sizes.</source>
        <translation>仅适用于闭环：开环的请求无论大小都是逐个到达的。</translation>
    </message>
    <message>
        <source>Only without disaggregated prefill and decode: its closed loop is modelled in steady state, without waves.</source>
        <translation>仅适用于未分离预填充与解码时：分离部署的闭环按稳态建模，没有波次。</translation>
    </message>
</context>
<context>
    <name>rooflab::StatusLine</name>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>%1: %2, MFU %3 %</source>
        <translation>%1：%2，MFU %3 %</translation>
    </message>
    <message>
        <source>   |   warning: %1%2</source>
        <translation>   |   警告：%1%2</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation> （另有 %1 条）</translation>
    </message>
    <message>
        <source>Not evaluated: %1</source>
        <translation>未计算：%1</translation>
    </message>
    <message>
        <source>serving: TTFT %1, TPOT %2</source>
        <translation>服务：TTFT %1，TPOT %2</translation>
    </message>
</context>
<context>
    <name>rooflab::SweepWorker</name>
    <message>
        <source>could not create the measurement backend: %1</source>
        <translation>无法创建测量后端：%1</translation>
    </message>
    <message>
        <source>could not create the measurement backend</source>
        <translation>无法创建测量后端</translation>
    </message>
    <message>
        <source>no CUDA device found</source>
        <translation>未找到 CUDA 设备</translation>
    </message>
    <message>
        <source>device 0 cannot be used</source>
        <translation>设备 0 不可用</translation>
    </message>
</context>
<context>
    <name>rooflab::TimelineChart</name>
    <message>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>tensor-parallel collectives</source>
        <translation>张量并行集合通信</translation>
    </message>
    <message>
        <source>pipeline send</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <source>bubble (idle)</source>
        <translation>气泡（空闲）</translation>
    </message>
    <message>
        <source>communication hidden by compute</source>
        <translation>被计算掩盖的通信</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <source>compute slowed by overlap</source>
        <translation>因重叠而变慢的计算</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>network (stage 1)</source>
        <translation>网络（第 1 级）</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>第 %1 级</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>model chunk %1</source>
        <translation>模型块 %1</translation>
    </message>
    <message>
        <source>%1: %2
%3, from %4 to %5</source>
        <translation>%1：%2
%3，从 %4 到 %5</translation>
    </message>
    <message>
        <source>time in the step (%1)</source>
        <translation>步内时间（%1）</translation>
    </message>
    <message>
        <source>One training step: not drawn</source>
        <translation>一个训练步：未绘制</translation>
    </message>
    <message>
        <source>%1 pipeline stages × %2 micro-batches are more blocks than the timeline draws; the step time is in the numbers below.</source>
        <translation>%1 个流水线级 × %2 个微批次的块数超过时间线可绘制的数量；步时间见下方数字。</translation>
    </message>
    <message>
        <source>There is no training step to draw (an inference phase, or a GPU without a peak).</source>
        <translation>没有可绘制的训练步（推理阶段，或 GPU 没有峰值）。</translation>
    </message>
    <message>
        <source>, %1 model chunks each</source>
        <translation>，每级 %1 个模型块</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <source>offload copies (PCIe)</source>
        <translation>卸载拷贝（PCIe）</translation>
    </message>
    <message>
        <source>optimizer (host)</source>
        <translation>优化器（主机）</translation>
    </message>
    <message>
        <source>gaps between kernels</source>
        <translation>内核之间的间隙</translation>
    </message>
    <message>
        <source>1 micro-batch</source>
        <translation>1 个微批次</translation>
    </message>
    <message>
        <source>%1 micro-batches</source>
        <translation>%1 个微批次</translation>
    </message>
    <message>
        <source>One training step: %1, MFU %2 % (%3 through %4 pipeline stages%5)</source>
        <translation>一个训练步：%1，MFU %2 %（%3经过 %4 个流水线级%5）</translation>
    </message>
    <message>
        <source>One training step: %1, MFU %2 % (%3)</source>
        <translation>一个训练步：%1，MFU %2 %（%3）</translation>
    </message>
    <message>
        <source>does not fit: %1 over the GPU&apos;s memory, the step as it would run with more</source>
        <translation>放不下：超出 GPU 显存 %1，此为显存更大时的步骤</translation>
    </message>
    <message>
        <source>forward (reverse direction)</source>
        <translation>前向（反方向）</translation>
    </message>
    <message>
        <source>backward (reverse direction)</source>
        <translation>反向（反方向）</translation>
    </message>
    <message>
        <source>weight gradients (W)</source>
        <translation>权重梯度（W）</translation>
    </message>
    <message>
        <source>network (GPU 1)</source>
        <translation>网络（GPU 1）</translation>
    </message>
    <message>
        <source>GPU %1 (stages %2, %3)</source>
        <translation>GPU %1（第 %2、%3 级）</translation>
    </message>
    <message>
        <source>entered at stage 1</source>
        <translation>从第 1 级进入</translation>
    </message>
    <message>
        <source>entered at stage %1</source>
        <translation>从第 %1 级进入</translation>
    </message>
    <message>
        <source>overlapped with the other direction&apos;s chunk</source>
        <translation>与另一方向的块重叠</translation>
    </message>
    <message>
        <source>DualPipe runs an even number of pipeline stages and an even number of micro-batches, at least twice the stages; this layout has %1 stages and %2 micro-batches.</source>
        <translation>DualPipe 需要偶数个流水线级和偶数个微批次，且微批次至少为级数的两倍；此布局有 %1 级、%2 个微批次。</translation>
    </message>
    <message>
        <source>, DualPipe: %1 entering at each end</source>
        <translation>，DualPipe：每端进入 %1 个</translation>
    </message>
    <message>
        <source>recompute (reverse direction)</source>
        <translation>重计算（反方向）</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <translation>上下文并行通信</translation>
    </message>
</context>
<context>
    <name>rooflab::TrainingCodeControls</name>
    <message>
        <source>Megatron-LM (fused kernels)</source>
        <translation>Megatron-LM（融合算子）</translation>
    </message>
    <message>
        <source>PyTorch eager (Hugging Face)</source>
        <translation>PyTorch eager（Hugging Face）</translation>
    </message>
    <message>
        <source>PyTorch SDPA</source>
        <translation>PyTorch SDPA</translation>
    </message>
    <message>
        <source>eager (full-size buffers)</source>
        <translation>eager（完整大小的缓冲区）</translation>
    </message>
    <message>
        <source>fused kernel</source>
        <translation>融合算子</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>分块</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>foreach</translation>
    </message>
    <message>
        <source>per-tensor loop</source>
        <translation>逐张量循环</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Training code</source>
        <translation>训练代码</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Free gradients between steps (set_to_none)</source>
        <translation>在步之间释放梯度（set_to_none）</translation>
    </message>
    <message>
        <source>More training options</source>
        <translation>更多训练选项</translation>
    </message>
    <message>
        <source>Show or hide the optimizer kernels, the backend and the overlap of communication.</source>
        <translation>显示或隐藏优化器内核、后端以及通信重叠选项。</translation>
    </message>
    <message>
        <source>Optimizer kernels</source>
        <translation>优化器算子</translation>
    </message>
    <message>
        <source>How the optimizer step runs: one fused kernel (no scratch), foreach (temporaries for a whole group of tensors at once) or a loop over the tensors (temporaries of the largest one). Auto is PyTorch&apos;s default: foreach on CUDA, the loop on the CPU; Megatron-LM fuses.</source>
        <translation>优化器步的执行方式：单个融合算子（无临时缓冲）、foreach（一次为一整组张量分配临时张量）或逐张量循环（只需最大张量的临时张量）。自动即 PyTorch 的默认选择：CUDA 上用 foreach，CPU 上用循环；Megatron-LM 使用融合算子。</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Where the step runs: on the CPU dropout masks take the input&apos;s dtype instead of one byte, and autocast&apos;s lists of ops differ.</source>
        <translation>训练步在哪里运行：在 CPU 上，dropout 掩码使用输入的数据类型而非一个字节，autocast 的算子列表也不同。</translation>
    </message>
    <message>
        <source>Overlap gradient reduction with the backward</source>
        <translation>梯度归约与反向传播重叠</translation>
    </message>
    <message>
        <source>Step time: the data-parallel gradient all-reduce runs while the last micro-batch&apos;s backward still computes (PyTorch DDP, Megatron-LM&apos;s --overlap-grad-reduce). Off: it starts after the whole backward and is exposed (Megatron-LM&apos;s DDP before 2023).</source>
        <translation>步时间：数据并行的梯度 all-reduce 在最后一个微批次的反向传播仍在计算时运行（PyTorch DDP、Megatron-LM 的 --overlap-grad-reduce）。关闭：它在整个反向传播之后才开始，完全暴露（2023 年前 Megatron-LM 的 DDP）。</translation>
    </message>
    <message>
        <source>Fuse gradient accumulation into the weight-gradient GEMM</source>
        <translation>将梯度累加融合进权重梯度 GEMM</translation>
    </message>
    <message>
        <source>optimizer.zero_grad(set_to_none=True), PyTorch 2&apos;s default: no gradients exist during the forward, so a peak in the forward or the loss does not include them.</source>
        <translation>optimizer.zero_grad(set_to_none=True)，PyTorch 2 的默认行为：前向期间不存在梯度，因此出现在前向或损失阶段的峰值不包含梯度。</translation>
    </message>
    <message>
        <source>Megatron-LM keeps one contiguous gradient buffer for the whole run: its gradients are never freed. Choose a PyTorch implementation to change this.</source>
        <translation>Megatron-LM 在整个训练过程中保留一块连续的梯度缓冲区：其梯度从不释放。选择 PyTorch 实现才能更改此项。</translation>
    </message>
    <message>
        <source>auto (%1)</source>
        <translation>自动（%1）</translation>
    </message>
    <message>
        <source>PyTorch adds each micro-batch&apos;s weight gradients to the accumulated ones in a separate, memory-bound kernel. Choose Megatron-LM to fuse them.</source>
        <translation>PyTorch 在一个单独的、受内存带宽限制的内核中把每个微批次的权重梯度加到累计梯度上。选择 Megatron-LM 以融合它们。</translation>
    </message>
    <message>
        <source>Step time: Megatron-LM&apos;s --gradient-accumulation-fusion (since 2022) adds the weight gradients into the accumulated fp32 buffer inside the GEMM. Off: every micro-batch after the first adds them in a separate memory-bound pass.</source>
        <translation>步时间：Megatron-LM 的 --gradient-accumulation-fusion（2022 年起）在 GEMM 内把权重梯度加到累计的 fp32 缓冲区中。关闭：第一个之后的每个微批次都在一个单独的、受内存带宽限制的过程中相加。</translation>
    </message>
    <message>
        <source>reduced in place</source>
        <translation>原地归约</translation>
    </message>
    <message>
        <source>copied into buckets and back</source>
        <translation>复制到桶中再复制回来</translation>
    </message>
    <message>
        <source>flattened and copied back</source>
        <translation>展平后复制回来</translation>
    </message>
    <message>
        <source>Gradient buffers</source>
        <translation>梯度缓冲区</translation>
    </message>
    <message>
        <source>Step time: the passes the data-parallel reduction makes over the gradients on the GPU. Reduced in place: Megatron-LM&apos;s contiguous buffer, scaled by 1/d (each gradient read and written once). Copied into buckets and back: PyTorch DDP&apos;s default (twice that). Flattened and copied back: Megatron-LM&apos;s DDP of 2021 without contiguous buffers (three times). Auto follows the implementation.</source>
        <translation>步时间：数据并行归约在 GPU 上对梯度进行的遍历。原地归约：Megatron-LM 的连续缓冲区，按 1/d 缩放（每个梯度读写各一次）。复制到桶中再复制回来：PyTorch DDP 的默认方式（两倍）。展平后复制回来：2021 年 Megatron-LM 不使用连续缓冲区的 DDP（三倍）。自动：随实现而定。</translation>
    </message>
    <message>
        <source>Megatron-Core + Transformer Engine (NeMo)</source>
        <translation>Megatron-Core + Transformer Engine（NeMo）</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <translation>torchtitan（FSDP2）</translation>
    </message>
    <message>
        <source>LLM Foundry (Composer FSDP)</source>
        <translation>LLM Foundry（Composer FSDP）</translation>
    </message>
    <message>
        <source>DeepSpeed (Megatron-DeepSpeed)</source>
        <translation>DeepSpeed（Megatron-DeepSpeed）</translation>
    </message>
    <message>
        <source>Whose code runs the step decides which tensors the forward keeps for the backward: Megatron-LM&apos;s fused kernels keep the fewest; PyTorch eager (a Hugging Face model with eager attention) keeps the s x s attention probabilities; PyTorch SDPA uses fused attention but keeps PyTorch&apos;s other tensors. The framework profiles bring their framework&apos;s own choices: Megatron-Core runs Transformer Engine&apos;s fused kernels as NeMo does; torchtitan plain PyTorch modules with SDPA, a fused optimizer and fp32 gradient reduction under FSDP2; LLM Foundry MPT&apos;s modules with flash attention, one GELU kernel and a fused loss under Composer&apos;s FSDP; DeepSpeed Megatron-DeepSpeed&apos;s model under DeepSpeed&apos;s engine and ZeRO.</source>
        <translation>由谁的代码执行训练步，决定了前向为反向保留哪些张量：Megatron-LM 的融合算子保留得最少；PyTorch eager（使用 eager 注意力的 Hugging Face 模型）会保留 s x s 的注意力概率；PyTorch SDPA 使用融合注意力，但保留 PyTorch 的其他张量。框架配置带有各自框架的选择：Megatron-Core 像 NeMo 一样运行 Transformer Engine 的融合 kernel；torchtitan 在 FSDP2 下运行带 SDPA 的普通 PyTorch 模块、融合优化器和 fp32 梯度归约；LLM Foundry 在 Composer 的 FSDP 下运行 MPT 的模块，带 flash attention、单个 GELU kernel 和融合损失；DeepSpeed 在 DeepSpeed 引擎和 ZeRO 下运行 Megatron-DeepSpeed 的模型。</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Compile the model with torch.compile (Inductor): each chain of elementwise operations becomes one kernel (fewer launches and memory passes), and the backward recomputes those chains from their saved inputs (fewer saved tensors). Off by default, as in torchtitan. Megatron&apos;s code has its own fused kernels.</source>
        <translation>用 torch.compile（Inductor）编译模型：每条逐元素运算链变成一个 kernel（更少的启动和显存遍历），反向传播由保存的输入重算这些运算链（更少的保存张量）。默认关闭，与 torchtitan 相同。Megatron 的代码有自己的融合 kernel。</translation>
    </message>
    <message>
        <source>cuDNN fused attention</source>
        <translation>cuDNN 融合注意力</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>FlashAttention-3</source>
        <translation>FlashAttention-3</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <source>Which fused attention kernel runs the attention core (torch.nn.attention.sdpa_kernel, Transformer Engine&apos;s backend). On Hopper FlashAttention-2 reaches about 0.6 of cuDNN&apos;s rate (FlashAttention-3 paper); on other cards one rate stands for all. Auto is the implementation&apos;s own choice: cuDNN for Megatron-Core and today&apos;s torchtitan, FlashAttention-2 for LLM Foundry and DeepSpeed.</source>
        <translation>由哪个融合注意力内核执行注意力核心（torch.nn.attention.sdpa_kernel，Transformer Engine 的后端）。在 Hopper 上 FlashAttention-2 约为 cuDNN 速率的 0.6（FlashAttention-3 论文）；在其他显卡上所有内核使用同一速率。自动即该实现自己的选择：Megatron-Core 和当前的 torchtitan 用 cuDNN，LLM Foundry 和 DeepSpeed 用 FlashAttention-2。</translation>
    </message>
    <message>
        <source>compiled (torch.compile)</source>
        <translation>编译（torch.compile）</translation>
    </message>
    <message>
        <source>How the cross-entropy is computed: eager PyTorch makes logits-sized buffers (an fp32 copy, log-probabilities, their gradients); a fused kernel writes the gradient in place; chunked computes it a slice of the tokens at a time; compiled (torch.compile) keeps the 16-bit logits and writes one 16-bit gradient.</source>
        <translation>交叉熵的计算方式：eager PyTorch 会创建与 logits 同样大小的缓冲区（一份 fp32 副本、对数概率及其梯度）；融合算子原地写入梯度；分块方式每次只计算一部分 token；编译方式（torch.compile）保留 16 位 logits，并只写入一个 16 位梯度。</translation>
    </message>
    <message>
        <source>auto (its own kernel)</source>
        <translation>自动（自身内核）</translation>
    </message>
    <message>
        <source>Gather the parameters during the next forward</source>
        <translation>在下一次前向期间收集参数</translation>
    </message>
    <message>
        <source>Step time, ZeRO-1/2 (a distributed optimizer): the updated parameters are all-gathered bucket by bucket while the next step&apos;s first forward computes (Megatron-Core&apos;s --overlap-param-gather, set by NeMo&apos;s and Megatron-Bridge&apos;s recipes). Off: they are gathered after the optimizer step and the step waits for all of them (Megatron-LM&apos;s default, DeepSpeed ZeRO-1/2).</source>
        <translation>步时间，ZeRO-1/2（分布式优化器）：更新后的参数在下一步第一次前向计算期间逐桶进行 all-gather（Megatron-Core 的 --overlap-param-gather，NeMo 与 Megatron-Bridge 的配方会开启）。关闭：在优化器步骤之后收集，整步等待全部完成（Megatron-LM 的默认值，DeepSpeed ZeRO-1/2）。</translation>
    </message>
    <message>
        <source>op by op</source>
        <translation>逐个算子</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>How an eager PyTorch step runs each RMSNorm: op by op (Hugging Face&apos;s LlamaRMSNorm, torchtitan&apos;s own norm of 2024: an fp32 copy, the square, the mean, 1/rms and two products, each a kernel, the fp32 copy and the output kept for the backward) or one fused kernel each way (torch.nn.RMSNorm on PyTorch 2.8 and later, torchtitan&apos;s norm since 2025; Liger&apos;s), which keeps only its input and 1/rms. torch.compile fuses it either way.</source>
        <translation>eager PyTorch 步骤如何执行每个 RMSNorm：逐个算子（Hugging Face 的 LlamaRMSNorm、torchtitan 2024 年自己的范数：一份 fp32 副本、平方、均值、1/rms 和两次乘法，各是一个内核；fp32 副本和输出留给反向传播），或每个方向一个融合内核（PyTorch 2.8 起的 torch.nn.RMSNorm、torchtitan 自 2025 年起的范数、Liger 的），只保留其输入和 1/rms。torch.compile 两种情况下都会融合它。</translation>
    </message>
</context>
<context>
    <name>rooflab::format</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 days (%2 years)</source>
        <translation>%1 天（%2 年）</translation>
    </message>
    <message>
        <source>more than a million years</source>
        <translation>超过一百万年</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
</context>
</TS>
