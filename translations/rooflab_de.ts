<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>RoofLab: will this model fit on the GPU, and will it be fast?</source>
        <translation>RoofLab: Passt dieses Modell auf die GPU, und wird es schnell sein?</translation>
    </message>
    <message>
        <source>Scenario file (.json) to open.</source>
        <translation>Zu öffnende Szenario-Datei (.json).</translation>
    </message>
    <message>
        <source>Scenario file to load.</source>
        <translation>Zu ladende Szenario-Datei.</translation>
    </message>
    <message>
        <source>Render a chart to OUT (.png, .pdf or .svg) without a window and exit.</source>
        <translation>Ein Diagramm ohne Fenster nach OUT (.png, .pdf oder .svg) rendern und beenden.</translation>
    </message>
    <message>
        <source>Output size in pixels (default 1920x1080).</source>
        <translation>Ausgabegröße in Pixeln (Standard 1920x1080).</translation>
    </message>
    <message>
        <source>Device-pixel ratio of the export: 2 (default) draws text and lines twice as thick.</source>
        <translation>Device Pixel Ratio des Exports: 2 (Standard) zeichnet Text und Linien doppelt so dick.</translation>
    </message>
    <message>
        <source>Chart theme: light, dark or presentation.</source>
        <translation>Diagramm-Design: light, dark oder presentation.</translation>
    </message>
    <message>
        <source>Memory unit: GiB (default) or GB.</source>
        <translation>Speichereinheit: GiB (Standard) oder GB.</translation>
    </message>
    <message>
        <source>Start in presentation mode (F11).</source>
        <translation>Im Präsentationsmodus starten (F11).</translation>
    </message>
    <message>
        <source>Only one scenario FILE can be opened, got %1.</source>
        <translation>Es kann nur eine Szenario-Datei (FILE) geöffnet werden, angegeben wurden %1.</translation>
    </message>
    <message>
        <source>--export needs --scenario FILE.</source>
        <translation>--export erfordert --scenario FILE.</translation>
    </message>
    <message>
        <source>--export %1: unsupported format &apos;%2&apos; (use %3).</source>
        <translation>--export %1: Format „%2“ wird nicht unterstützt (verwenden Sie %3).</translation>
    </message>
    <message>
        <source>--%1 only applies together with --export.</source>
        <translation>--%1 gilt nur zusammen mit --export.</translation>
    </message>
    <message>
        <source>--size %1: expected WxH with 1..%2 pixels each, e.g. 1920x1080.</source>
        <translation>--size %1: erwartet wird WxH mit je 1..%2 Pixeln, z. B. 1920x1080.</translation>
    </message>
    <message>
        <source>--scale %1: expected a number from 0.25 to 8.</source>
        <translation>--scale %1: erwartet wird eine Zahl von 0.25 bis 8.</translation>
    </message>
    <message>
        <source>--size %1 at --scale %2 leaves under 64 logical pixels for the chart; lower the scale.</source>
        <translation>--size %1 bei --scale %2 lässt weniger als 64 logische Pixel für das Diagramm; verringern Sie die Skalierung.</translation>
    </message>
    <message>
        <source>--theme %1: expected light, dark or presentation.</source>
        <translation>--theme %1: erwartet wird light, dark oder presentation.</translation>
    </message>
    <message>
        <source>--unit %1: expected GiB or GB.</source>
        <translation>--unit %1: erwartet wird GiB oder GB.</translation>
    </message>
    <message>
        <source>%1: not a valid scenario:
  %2</source>
        <translation>%1: kein gültiges Szenario:
  %2</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>Warnung: %1
</translation>
    </message>
    <message>
        <source>Interface and chart language: en, de, es, fr or zh_CN (default: as last chosen, else the system&apos;s).</source>
        <translation>Sprache von Oberfläche und Diagrammen: en, de, es, fr oder zh_CN (Standard: die zuletzt gewählte, sonst die des Systems).</translation>
    </message>
    <message>
        <source>--language %1: expected one of %2.</source>
        <translation>--language %1: erwartet wird einer der Werte %2.</translation>
    </message>
    <message>
        <source>Comparison chart dimension: zero (default), checkpointing, precision, sequence, finetune, context, offload.</source>
        <translation>Dimension des Vergleichsdiagramms: zero (Standard), checkpointing, precision, sequence, finetune, context, offload.</translation>
    </message>
    <message>
        <source>--compare %1: expected zero, checkpointing, precision, sequence, finetune, context or offload.</source>
        <translation>--compare %1: erwartet zero, checkpointing, precision, sequence, finetune, context oder offload.</translation>
    </message>
    <message>
        <source>Draw rooflab-bench results on the roofline: a results file, or :/measurements/h100-sxm.json or :/measurements/h200.json (an H100 and an H200 measured, shipped with RoofLab).</source>
        <translation>rooflab-bench-Ergebnisse auf dem Roofline-Diagramm zeichnen: eine Ergebnisdatei, oder :/measurements/h100-sxm.json oder :/measurements/h200.json (eine H100 und eine H200, gemessen und mit RoofLab ausgeliefert).</translation>
    </message>
    <message>
        <source>Chart to export: memory (default), roofline, comparison, timeline or serving.</source>
        <translation>Zu exportierendes Diagramm: memory (Standard), roofline, comparison, timeline oder serving.</translation>
    </message>
    <message>
        <source>--chart %1: expected memory, roofline, comparison, timeline or serving.</source>
        <translation>--chart %1: erwartet memory, roofline, comparison, timeline oder serving.</translation>
    </message>
    <message>
        <source>--chart serving: %1</source>
        <translation>--chart serving: %1</translation>
    </message>
    <message>
        <source>the scenario has no &quot;serving&quot; block.</source>
        <translation>das Szenario hat keinen „serving“-Block.</translation>
    </message>
    <message>
        <source>no room for one request&apos;s KV cache.</source>
        <translation>kein Platz für den KV-Cache einer Anfrage.</translation>
    </message>
    <message>
        <source>Start exercise mode (Lectures &gt; Exercises) at exercise N.</source>
        <translation>Übungsmodus (Vorlesungen &gt; Übungen) bei Übung N starten.</translation>
    </message>
    <message>
        <source>Show FILE (a saved scenario) beside the opened one, as File &gt; Compare with File... does.</source>
        <translation>FILE (ein gespeichertes Szenario) neben dem geöffneten zeigen, wie Datei &gt; Mit Datei vergleichen... es tut.</translation>
    </message>
    <message>
        <source>--%1 does not apply together with --export.</source>
        <translation>--%1 gilt nicht zusammen mit --export.</translation>
    </message>
    <message>
        <source>--exercise %1: expected a number from 1 to %2.</source>
        <translation>--exercise %1: erwartet eine Zahl von 1 bis %2.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>A 7B model on one H100</source>
        <translation>Ein 7B-Modell auf einer H100</translation>
    </message>
    <message>
        <source>Largest model on 8 H100s</source>
        <translation>Größtes Modell auf 8 H100s</translation>
    </message>
    <message>
        <source>ZeRO-3 over 8 H100s with AdamW in bf16 mixed precision: how large can the model be?</source>
        <translation>ZeRO-3 über 8 H100s mit AdamW in bf16 Mixed Precision: Wie groß kann das Modell sein?</translation>
    </message>
    <message>
        <source>Llama-scale run: 70B on 15T tokens</source>
        <translation>Lauf im Llama-Maßstab: 70B mit 15T Tokens</translation>
    </message>
    <message>
        <source>6ND for a 70B model on 15T tokens on 1024 H100s at 50 % MFU: days and GPU-hours.</source>
        <translation>6ND für ein 70B-Modell mit 15T Tokens auf 1024 H100s bei 50 % MFU: Tage und GPU-Stunden.</translation>
    </message>
    <message>
        <source>Checkpointing and ZeRO</source>
        <translation>Checkpointing und ZeRO</translation>
    </message>
    <message>
        <source>Llama 2 7B on 8 H100s: what each ZeRO stage and checkpointing mode saves.</source>
        <translation>Llama 2 7B auf 8 H100s: Was jede ZeRO-Stufe und jeder Checkpointing-Modus einspart.</translation>
    </message>
    <message>
        <source>Decode versus prefill</source>
        <translation>Decode gegenüber Prefill</translation>
    </message>
    <message>
        <source>Llama 2 7B serving one sequence with a 4096-token context: decode is memory bound.</source>
        <translation>Llama 2 7B bedient eine Sequenz mit 4096 Tokens Kontext: Decode ist speichergebunden.</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Fine-tuning a 7B model on one GPU</source>
        <translation>Feinabstimmung eines 7B-Modells auf einer GPU</translation>
    </message>
    <message>
        <source>Llama 2 7B on one H100: full fine-tuning against LoRA and QLoRA, side by side.</source>
        <translation>Llama 2 7B auf einer H100: volle Feinabstimmung, LoRA und QLoRA nebeneinander.</translation>
    </message>
    <message>
        <source>Mixture of experts: Mixtral 8x7B</source>
        <translation>Mixture of Experts: Mixtral 8x7B</translation>
    </message>
    <message>
        <source>Mixtral 8x7B on 64 H100s with 8-way expert parallelism: one expert per GPU, an all-to-all per MoE layer and pass.</source>
        <translation>Mixtral 8x7B auf 64 H100 mit 8-facher Expertenparallelität: ein Experte pro GPU, ein All-to-all pro MoE-Schicht und Durchlauf.</translation>
    </message>
    <message>
        <source>Long context: context parallelism</source>
        <translation>Langer Kontext: Kontextparallelität</translation>
    </message>
    <message>
        <source>Llama 3 8B on 128k-token sequences, each split over the 8 H100s of a node: activations per GPU shrink with the ring, compared side by side.</source>
        <translation>Llama 3 8B auf Sequenzen mit 128k Token, jede auf die 8 H100 eines Knotens verteilt: die Aktivierungen pro GPU schrumpfen mit dem Ring, nebeneinander verglichen.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. The file on disk was not changed.</source>
        <translation>%1 kann nicht gespeichert werden: %2. Die Datei auf der Festplatte wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Offload: full fine-tuning of 7B on a 24 GB card</source>
        <translation>Auslagern: volles Fine-Tuning von 7B auf einer 24-GB-Karte</translation>
    </message>
    <message>
        <source>Llama 2 7B trained in full on one RTX 4090: the optimizer and its fp32 state in host memory (ZeRO-Offload), the GPU keeps the 16-bit weights; what each offload saves and costs.</source>
        <translation>Llama 2 7B vollständig trainiert auf einer RTX 4090: der Optimierer und sein fp32-Zustand im Hostspeicher (ZeRO-Offload), die GPU behält die 16-Bit-Gewichte; was jedes Auslagern spart und kostet.</translation>
    </message>
    <message>
        <source>FP8 on H100s: faster, not smaller</source>
        <translation>FP8 auf H100s: schneller, nicht kleiner</translation>
    </message>
    <message>
        <source>Llama 3 8B with Transformer Engine&apos;s FP8 recipe on 8 H100s: the FP8 weight copies and their transposes against the smaller saved inputs, compared with bf16 side by side.</source>
        <translation>Llama 3 8B mit dem FP8-Rezept von Transformer Engine auf 8 H100s: die FP8-Gewichtskopien und ihre Transponierten gegen die kleineren gespeicherten Eingaben, direkt neben bf16.</translation>
    </message>
    <message>
        <source>Size-only 7B, bf16 mixed precision, AdamW, sequence 4096, micro-batch 8, full checkpointing: 18 bytes per parameter (16 with the textbook&apos;s 2-byte gradients) already exceed 80 GB.</source>
        <translation>7B (nur Größe), bf16 Mixed Precision, AdamW, Sequenz 4096, Micro-Batch 8, volles Checkpointing: 18 Bytes pro Parameter (16 mit den 2-Byte-Gradienten des Lehrbuchs) übersteigen bereits 80 GB.</translation>
    </message>
</context>
<context>
    <name>rooflab</name>
    <message>
        <source>Cannot save chart to %1: the folder %2 does not exist.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2 is not a folder.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: %2 ist kein Ordner.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the folder %2 is not writable (permission denied).</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Der Ordner %2 ist nicht beschreibbar (Zugriff verweigert).</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: it is a folder.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Das ist ein Ordner.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: rendering a %2 x %3 image failed.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Das Rendern eines Bildes mit %2 x %3 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: writing the PDF failed.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Das Schreiben der PDF-Datei ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the SVG painter did not start.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Der SVG-Painter ist nicht gestartet.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: this build of RoofLab has no SVG support (it needs Qt SVG, Debian package qt6-svg-dev). Save as PNG or PDF instead.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Dieser Build von RoofLab hat keine SVG-Unterstützung (dafür wird Qt SVG benötigt, Debian-Paket qt6-svg-dev). Speichern Sie stattdessen als PNG oder PDF.</translation>
    </message>
    <message>
        <source>the file is %1 MiB, more than the %2 MiB RoofLab reads</source>
        <translation>die Datei ist %1 MiB groß, mehr als die %2 MiB, die RoofLab liest</translation>
    </message>
    <message>
        <source>the file is more than the %1 MiB RoofLab reads</source>
        <translation>die Datei ist größer als die %1 MiB, die RoofLab liest</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2. The existing file was kept.</source>
        <translation>Diagramm kann nicht als %1 gespeichert werden: %2. Die vorhandene Datei wurde behalten.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the PDF came out incomplete (%2 bytes written): the disk may be full or the file too large. The existing file was kept.</source>
        <translation>Diagramm kann nicht als %1 gespeichert werden: Das PDF ist unvollständig (%2 Bytes geschrieben): Die Festplatte ist womöglich voll oder die Datei zu groß. Die vorhandene Datei wurde behalten.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: no scratch file for the PDF.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: keine Zwischendatei für das PDF.</translation>
    </message>
</context>
<context>
    <name>rooflab::ArchitectureDialog</name>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Modellname</translation>
    </message>
    <message>
        <source>A label for this architecture; it is saved with the scenario.</source>
        <translation>Eine Bezeichnung für diese Architektur; sie wird mit dem Szenario gespeichert.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Layers (L)</source>
        <translation>Schichten (L)</translation>
    </message>
    <message>
        <source>Number of transformer blocks. Activations and per-layer FLOPs scale with it.</source>
        <translation>Anzahl der Transformer-Blöcke. Aktivierungen und FLOPs pro Schicht skalieren damit.</translation>
    </message>
    <message>
        <source>Hidden size (d_model)</source>
        <translation>Hidden Size (d_model)</translation>
    </message>
    <message>
        <source>Width of the residual stream; weights grow with its square.</source>
        <translation>Breite des Residual-Streams; die Gewichte wachsen mit ihrem Quadrat.</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <source>Query heads. The attention-score activations (without FlashAttention) scale with it.</source>
        <translation>Query-Heads. Die Aktivierungen der Attention-Scores (ohne FlashAttention) skalieren damit.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <source>Key/value heads: equal to the heads for multi-head attention, fewer for grouped-query attention, 1 for multi-query. Sets the KV cache size.</source>
        <translation>Key/Value-Heads: so viele wie Heads bei Multi-Head-Attention, weniger bei Grouped-Query-Attention, 1 bei Multi-Query. Bestimmt die Größe des KV-Cache.</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Head-Dimension</translation>
    </message>
    <message>
        <source>Width of one head, usually d_model / heads.</source>
        <translation>Breite eines Heads, meist d_model / Heads.</translation>
    </message>
    <message>
        <source>MLP hidden size (d_ff)</source>
        <translation>MLP-Hidden-Size (d_ff)</translation>
    </message>
    <message>
        <source>Hidden width of the MLP (per expert for mixture-of-experts).</source>
        <translation>Innere Breite des MLP (bei Mixture of Experts pro Experte).</translation>
    </message>
    <message>
        <source>GELU (2 matrices)</source>
        <translation>GELU (2 Matrizen)</translation>
    </message>
    <message>
        <source>SwiGLU (3 matrices)</source>
        <translation>SwiGLU (3 Matrizen)</translation>
    </message>
    <message>
        <source>MLP kind</source>
        <translation>MLP-Typ</translation>
    </message>
    <message>
        <source>GELU MLPs have two weight matrices, SwiGLU (Llama) three.</source>
        <translation>GELU-MLPs haben zwei Gewichtsmatrizen, SwiGLU (Llama) drei.</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embedding table and the logits scale with it.</source>
        <translation>Tokens im Vokabular: Die Embedding-Tabelle und die Logits skalieren damit.</translation>
    </message>
    <message>
        <source>Learned positions</source>
        <translation>Gelernte Positionen</translation>
    </message>
    <message>
        <source>Rows of a learned position table (GPT-2: 1024); 0 for rotary or none.</source>
        <translation>Zeilen einer gelernten Positionstabelle (GPT-2: 1024); 0 bei Rotary oder ohne Positionen.</translation>
    </message>
    <message>
        <source>Tie input and output embeddings</source>
        <translation>Ein- und Ausgabe-Embeddings koppeln</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Gekoppelte Embeddings</translation>
    </message>
    <message>
        <source>When tied, the LM head reuses the embedding table: V x d_model fewer parameters.</source>
        <translation>Wenn gekoppelt, verwendet der LM-Head die Embedding-Tabelle mit: V x d_model Parameter weniger.</translation>
    </message>
    <message>
        <source>Biases in linear layers</source>
        <translation>Biases in linearen Schichten</translation>
    </message>
    <message>
        <source>Biases</source>
        <translation>Biases</translation>
    </message>
    <message>
        <source>GPT-2 style linears carry biases; Llama style ones do not.</source>
        <translation>Lineare Schichten im GPT-2-Stil haben Biases, solche im Llama-Stil nicht.</translation>
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
        <translation>Normalisierung</translation>
    </message>
    <message>
        <source>LayerNorm has a scale and a bias per channel, RMSNorm only a scale.</source>
        <translation>LayerNorm hat pro Kanal eine Skalierung und einen Bias, RMSNorm nur eine Skalierung.</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>0 or 1: a dense MLP. More: a mixture of experts; every expert&apos;s weights are stored.</source>
        <translation>0 oder 1: ein dichtes MLP. Mehr: eine Mixture of Experts; die Gewichte jedes Experten werden gespeichert.</translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation>Experten pro Token (Top-k)</translation>
    </message>
    <message>
        <source>How many experts each token passes through (MoE only); sets the active parameters.</source>
        <translation>Wie viele Experten jedes Token durchläuft (nur MoE); bestimmt die aktiven Parameter.</translation>
    </message>
    <message>
        <source>Not valid: %1</source>
        <translation>Ungültig: %1</translation>
    </message>
    <message>
        <source>%1 parameters (%2 per layer)</source>
        <translation>%1 Parameter (%2 pro Schicht)</translation>
    </message>
    <message>
        <source>; %1 active per token</source>
        <translation>; %1 aktiv pro Token</translation>
    </message>
    <message>
        <source>Trained context</source>
        <translation>Trainierter Kontext</translation>
    </message>
    <message>
        <source>The longest sequence the model was trained for (Llama 2: 4096), in tokens; 0 if unknown. Longer training sequences and serving contexts are warned about.</source>
        <translation>Die längste Sequenz, für die das Modell trainiert wurde (Llama 2: 4096), in Tokens; 0, wenn unbekannt. Längere Trainingssequenzen und Serving-Kontexte werden gemeldet.</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Gleitendes Fenster</translation>
    </message>
    <message>
        <source>Keys each query attends to in windowed layers (Mistral 7B v0.1: 4096), in tokens; 0 for none. Adds no parameters; from this many tokens on, transformers&apos; SDPA attends through an explicit mask: the whole score square, a saved mask per layer.</source>
        <translation>Schlüssel, die jede Abfrage in Schichten mit Fenster sieht (Mistral 7B v0.1: 4096), in Token; 0 für keines. Fügt keine Parameter hinzu; ab so vielen Token rechnet SDPA in transformers mit einer expliziten Maske: das ganze Quadrat der Scores, eine gespeicherte Maske pro Schicht.</translation>
    </message>
    <message>
        <source>MLP activation</source>
        <translation>MLP-Aktivierung</translation>
    </message>
    <message>
        <source>A GELU MLP&apos;s activation, which decides what PyTorch keeps for the backward: GPT-2&apos;s gelu_new keeps four tensors of the MLP&apos;s width, one GELU kernel (Pythia, Falcon) its input, ReLU (OPT) only its output. As the implementation: gelu_new in Hugging Face&apos;s code, one kernel elsewhere.</source>
        <translation>Die Aktivierung eines GELU-MLP entscheidet, was PyTorch für den Rückwärtsdurchlauf behält: GPT-2s gelu_new behält vier Tensoren von der Breite des MLP, ein GELU-Kernel (Pythia, Falcon) seine Eingabe, ReLU (OPT) nur seine Ausgabe. Wie die Implementierung: gelu_new im Code von Hugging Face, sonst ein Kernel.</translation>
    </message>
    <message>
        <source>As the implementation&apos;s code</source>
        <translation>Wie der Code der Implementierung</translation>
    </message>
    <message>
        <source>GELU, GPT-2&apos;s tanh formula (gelu_new)</source>
        <translation>GELU, GPT-2s tanh-Formel (gelu_new)</translation>
    </message>
    <message>
        <source>GELU, one kernel</source>
        <translation>GELU, ein Kernel</translation>
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
        <translation>Batch und Sequenz</translation>
    </message>
    <message>
        <source>Micro-batch (sequences per GPU)</source>
        <translation>Micro-Batch (Sequenzen pro GPU)</translation>
    </message>
    <message>
        <source>Sequences each GPU processes per forward/backward pass. Activation memory grows linearly with it.</source>
        <translation>Sequenzen, die jede GPU pro Forward-/Backward-Pass verarbeitet. Der Aktivierungsspeicher wächst linear damit.</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Sequenzlänge (Tokens)</translation>
    </message>
    <message>
        <source>Tokens per training sequence. Activations grow linearly with it, and quadratically for attention scores without FlashAttention.</source>
        <translation>Tokens pro Trainingssequenz. Die Aktivierungen wachsen linear damit, die Attention-Scores ohne FlashAttention quadratisch.</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>Schritte der Gradientenakkumulation</translation>
    </message>
    <message>
        <source>Micro-batches summed before each optimizer step. Raises the global batch (tokens per step) without raising memory.</source>
        <translation>Micro-Batches, die vor jedem Optimizer-Schritt aufsummiert werden. Vergrößert den globalen Batch (Tokens pro Schritt), ohne den Speicherbedarf zu erhöhen.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Packed documents (tokens each)</source>
        <translation>Gepackte Dokumente (Tokens je Dokument)</translation>
    </message>
    <message>
        <source>Documents packed into each sequence, and their length (where lengths vary, the length-weighted mean). A variable-length attention kernel (FlashAttention&apos;s cu_seqlens, Transformer Engine&apos;s packed sequences, torchtitan&apos;s block-causal mask) keeps each token&apos;s attention within its document: attention FLOPs and time shrink to documents x document length squared. Off: one document fills the sequence.</source>
        <translation>In jede Sequenz gepackte Dokumente und ihre Länge (bei unterschiedlichen Längen der längengewichtete Mittelwert). Ein Attention-Kernel mit variabler Länge (cu_seqlens von FlashAttention, gepackte Sequenzen von Transformer Engine, die block-kausale Maske von torchtitan) hält die Attention jedes Tokens in seinem Dokument: Attention-FLOPs und -Zeit schrumpfen auf Dokumente x Dokumentlänge zum Quadrat. Aus: ein Dokument füllt die Sequenz.</translation>
    </message>
</context>
<context>
    <name>rooflab::BitLayoutView</name>
    <message>
        <source>Bit layout</source>
        <translation>Bit-Layout</translation>
    </message>
    <message>
        <source>%1 sign bit(s), %2 exponent bits, %3 mantissa bits</source>
        <translation>%1 Vorzeichenbit(s), %2 Exponentenbits, %3 Mantissenbits</translation>
    </message>
    <message>
        <source>sign %1, exponent %2, mantissa %3</source>
        <translation>Vorzeichen %1, Exponent %2, Mantisse %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartArea</name>
    <message>
        <source>Memory per GPU, component by component, against the GPU&apos;s capacity. Click a segment to see how it is computed.</source>
        <translation>Speicher pro GPU, Komponente für Komponente, im Vergleich zur Kapazität der GPU. Klicken Sie auf ein Segment, um zu sehen, wie es berechnet wird.</translation>
    </message>
    <message>
        <source>Compare by</source>
        <translation>Vergleichen nach</translation>
    </message>
    <message>
        <source>The field varied across the bars; everything else stays as set on the left.</source>
        <translation>Das Feld, das über die Balken variiert wird; alles andere bleibt wie links eingestellt.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Aktivierungs-Checkpointing</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>&amp;Compare by:</source>
        <translation>Vergleichen &amp;nach:</translation>
    </message>
    <message>
        <source>&amp;Memory and roofline</source>
        <translation>&amp;Speicher und Roofline</translation>
    </message>
    <message>
        <source>C&amp;omparison</source>
        <translation>Ve&amp;rgleich</translation>
    </message>
    <message>
        <source>Step &amp;timeline</source>
        <translation>&amp;Zeitachse des Schritts</translation>
    </message>
    <message>
        <source>Fine-tuning method</source>
        <translation>Feinabstimmungsmethode</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>Kontextparallelität</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Auslagern</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>&amp;Planen</translation>
    </message>
    <message>
        <source>Invalid scenario: nothing here is drawn from it.
%1</source>
        <translation>Ungültiges Szenario: nichts hier ist daraus gezeichnet.
%1</translation>
    </message>
    <message>
        <source>No step timeline: the scenario is invalid.
%1</source>
        <translation>Keine Schritt-Zeitleiste: das Szenario ist ungültig.
%1</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Serving</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartExportDialog</name>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Chart to export</source>
        <translation>Zu exportierendes Diagramm</translation>
    </message>
    <message>
        <source>Which chart to write.</source>
        <translation>Welches Diagramm geschrieben wird.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Output width</source>
        <translation>Ausgabebreite</translation>
    </message>
    <message>
        <source>Output height</source>
        <translation>Ausgabehöhe</translation>
    </message>
    <message>
        <source>Width of the PNG in pixels (PDF/SVG: the page proportions).</source>
        <translation>Breite des PNG in Pixeln (PDF/SVG: die Seitenproportionen).</translation>
    </message>
    <message>
        <source>Height of the PNG in pixels (PDF/SVG: the page proportions).</source>
        <translation>Höhe des PNG in Pixeln (PDF/SVG: die Seitenproportionen).</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Device-pixel ratio: 2 lays the chart out on half the pixels and draws it at double resolution, so text stays readable on a slide.</source>
        <translation>Device Pixel Ratio: 2 legt das Diagramm auf der halben Pixelzahl an und zeichnet es in doppelter Auflösung, sodass Text auf einer Folie lesbar bleibt.</translation>
    </message>
    <message>
        <source>Output file</source>
        <translation>Ausgabedatei</translation>
    </message>
    <message>
        <source>The suffix picks the format: %1.</source>
        <translation>Die Dateiendung bestimmt das Format: %1.</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Choose the output file</source>
        <translation>Ausgabedatei wählen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Step timeline</source>
        <translation>Zeitachse des Schritts</translation>
    </message>
    <message>
        <source>Plan: throughput against memory headroom</source>
        <translation>Planen: Durchsatz über Speicherspielraum</translation>
    </message>
    <message>
        <source>Plan: GPUs against days</source>
        <translation>Plan: GPUs gegen Tage</translation>
    </message>
    <message>
        <source>Serving: latency and throughput against load</source>
        <translation>Serving: Latenz und Durchsatz über der Last</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartExporter</name>
    <message>
        <source>Cannot save chart: there is no chart.</source>
        <translation>Diagramm kann nicht gespeichert werden: Es gibt kein Diagramm.</translation>
    </message>
    <message>
        <source>Cannot save chart: no file name given.</source>
        <translation>Diagramm kann nicht gespeichert werden: Kein Dateiname angegeben.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: invalid size %2 x %3 at scale %4.</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Ungültige Größe %2 x %3 bei Skalierung %4.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: unknown file type &quot;%2&quot; (use .png, .pdf or .svg).</source>
        <translation>Diagramm kann nicht unter %1 gespeichert werden: Unbekannter Dateityp „%2“ (verwenden Sie .png, .pdf oder .svg).</translation>
    </message>
    <message>
        <source>no suffix</source>
        <translation>keine Endung</translation>
    </message>
</context>
<context>
    <name>rooflab::CompareDialog</name>
    <message>
        <source>Compare: %1 and %2</source>
        <translation>Vergleich: %1 und %2</translation>
    </message>
    <message>
        <source>%1 is invalid: %2</source>
        <translation>%1 ist ungültig: %2</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>The two scenarios have the same settings.</source>
        <translation>Beide Szenarien haben dieselben Einstellungen.</translation>
    </message>
    <message>
        <source>%1 settings differ (current -&gt; %2):</source>
        <translation>%1 Einstellungen unterscheiden sich (aktuell -&gt; %2):</translation>
    </message>
    <message>
        <source>The current scenario beside %1. Nothing here changes the scenario.</source>
        <translation>Das aktuelle Szenario neben %1. Nichts hier ändert das Szenario.</translation>
    </message>
</context>
<context>
    <name>rooflab::ComparisonBuilder</name>
    <message>
        <source>none</source>
        <translation>kein</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <source>every √L layers</source>
        <translation>alle √L Schichten</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 gemischt</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 gemischt</translation>
    </message>
    <message>
        <source>pure BF16</source>
        <translation>reines BF16</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>FP8 gemischt</translation>
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
        <translation>Trainingsspeicher pro GPU nach ZeRO-Stufe</translation>
    </message>
    <message>
        <source>Training memory per GPU by activation checkpointing</source>
        <translation>Trainingsspeicher pro GPU nach Aktivierungs-Checkpointing</translation>
    </message>
    <message>
        <source>Training memory per GPU by precision</source>
        <translation>Trainingsspeicher pro GPU nach Genauigkeit</translation>
    </message>
    <message>
        <source>Training memory per GPU by sequence length</source>
        <translation>Trainingsspeicher pro GPU nach Sequenzlänge</translation>
    </message>
    <message>
        <source>ZeRO-0 (DDP)</source>
        <translation>ZeRO-0 (DDP)</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>Training memory per GPU by fine-tuning method</source>
        <translation>Trainingsspeicher pro GPU nach Feinabstimmungsmethode</translation>
    </message>
    <message>
        <source>LoRA q, v</source>
        <translation>LoRA q, v</translation>
    </message>
    <message>
        <source>LoRA all</source>
        <translation>LoRA alle</translation>
    </message>
    <message>
        <source>QLoRA all</source>
        <translation>QLoRA alle</translation>
    </message>
    <message>
        <source>Training memory per GPU by context parallelism</source>
        <translation>Trainingsspeicher pro GPU nach Kontextparallelität</translation>
    </message>
    <message>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <source>Training memory per GPU by what is offloaded</source>
        <translation>Trainingsspeicher pro GPU nach Ausgelagertem</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>+ activations</source>
        <translation>+ Aktivierungen</translation>
    </message>
    <message>
        <source>+ parameters (ZeRO-3)</source>
        <translation>+ Parameter (ZeRO-3)</translation>
    </message>
</context>
<context>
    <name>rooflab::ComparisonChart</name>
    <message>
        <source>none of the %1 options fits</source>
        <translation>keine der %1 Optionen passt</translation>
    </message>
    <message>
        <source>%1 of %2 fit: %3</source>
        <translation>%1 von %2 passen: %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ControlPanel</name>
    <message>
        <source>a setting</source>
        <translation>eine Einstellung</translation>
    </message>
</context>
<context>
    <name>rooflab::CustomGpuDialog</name>
    <message>
        <source>Custom GPU</source>
        <translation>Eigene GPU</translation>
    </message>
    <message>
        <source>Dense (no 2:4 sparsity) datasheet figures. A peak of 0 means the card does not run that format.</source>
        <translation>Dichte Datenblattwerte (ohne 2:4-Sparsity). Eine Spitzenleistung von 0 bedeutet, dass die Karte dieses Format nicht ausführt.</translation>
    </message>
    <message>
        <source>My accelerator</source>
        <translation>Mein Beschleuniger</translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation>GPU-Name</translation>
    </message>
    <message>
        <source>Shown in the charts and saved with the scenario.</source>
        <translation>Wird in den Diagrammen angezeigt und mit dem Szenario gespeichert.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Device memory in decimal GB as the datasheet gives it (80 GB = 74.5 GiB): the capacity line of the memory chart.</source>
        <translation>Gerätespeicher in dezimalen GB wie im Datenblatt (80 GB = 74,5 GiB): die Kapazitätslinie des Speicherdiagramms.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth: the slope of the roofline.</source>
        <translation>Speicherbandbreite: die Steigung der Roofline.</translation>
    </message>
    <message>
        <source>FP32 matmul</source>
        <translation>FP32-Matmul</translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation> TFLOP/s</translation>
    </message>
    <message>
        <source>Dense FP32 matrix throughput.</source>
        <translation>Dichter FP32-Matrixdurchsatz.</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>Dense TF32 tensor-core throughput.</source>
        <translation>Dichter TF32-Tensor-Core-Durchsatz.</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>Dense BF16 tensor-core throughput: the usual basis of MFU.</source>
        <translation>Dichter BF16-Tensor-Core-Durchsatz: die übliche Bezugsgröße der MFU.</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>Dense FP16 tensor-core throughput.</source>
        <translation>Dichter FP16-Tensor-Core-Durchsatz.</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Dense FP8 (E4M3 and E5M2) tensor-core throughput.</source>
        <translation>Dichter FP8-Tensor-Core-Durchsatz (E4M3 und E5M2).</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Dense FP4 tensor-core throughput.</source>
        <translation>Dichter FP4-Tensor-Core-Durchsatz.</translation>
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
        <translation>Dichter INT8-Tensor-Core-Durchsatz.</translation>
    </message>
    <message>
        <source>FP32 vector</source>
        <translation>FP32-Vektor</translation>
    </message>
    <message>
        <source>Plain CUDA-core FP32: the ceiling for non-matmul work (norms, softmax).</source>
        <translation>Einfaches FP32 auf CUDA-Cores: die Obergrenze für Arbeit außerhalb von Matmuls (Normalisierungen, Softmax).</translation>
    </message>
</context>
<context>
    <name>rooflab::DocumentFiles</name>
    <message>
        <source>%1-parameter model</source>
        <translation>Modell mit %1 Parametern</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>benutzerdefiniertes Modell</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>%1 laden</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 was not loaded; the current scenario is unchanged.

%2</source>
        <translation>%1 wurde nicht geladen; das aktuelle Szenario bleibt unverändert.

%2</translation>
    </message>
    <message>
        <source>Loaded %1 with warnings: %2</source>
        <translation>%1 mit Warnungen geladen: %2</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>%1 geladen</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json);;All files (*)</source>
        <translation>RoofLab-Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>scenario.json</source>
        <translation>szenario.json</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json)</source>
        <translation>RoofLab-Szenarien (*.json)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Cannot import model config</source>
        <translation>Modellkonfiguration kann nicht importiert werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (a Hugging Face config.json is one).</source>
        <translation>%1 ist kein JSON-Objekt (eine Hugging-Face-config.json ist eines).</translation>
    </message>
    <message>
        <source>%1 was not imported; the current scenario is unchanged.

%2</source>
        <translation>%1 wurde nicht importiert; das aktuelle Szenario bleibt unverändert.

%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Imported %1: %2 parameters</source>
        <translation>%1 importiert: %2 Parameter</translation>
    </message>
    <message>
        <source>Import Model Config</source>
        <translation>Modellkonfiguration importieren</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Hugging-Face-Konfiguration (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 is not a RoofLab scenario: save the scenario under another name</source>
        <translation>%1 ist kein RoofLab-Szenario: Szenario unter anderem Namen speichern</translation>
    </message>
</context>
<context>
    <name>rooflab::ExerciseCoach</name>
    <message>
        <source>The scenario has a problem (see the status bar): %1</source>
        <translation>Das Szenario hat ein Problem (siehe Statusleiste): %1</translation>
    </message>
</context>
<context>
    <name>rooflab::ExercisePanel</name>
    <message>
        <source>Exercise %1 of %2 - %3</source>
        <translation>Übung %1 von %2 - %3</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Lectures &gt; Exercises starts the first one.</source>
        <translation>Vorlesungen &gt; Übungen startet die erste.</translation>
    </message>
    <message>
        <source>&amp;Check my answer</source>
        <translation>Antwort &amp;prüfen</translation>
    </message>
    <message>
        <source>Checks the scenario as the controls set it now against the question</source>
        <translation>Prüft das Szenario, wie die Regler es jetzt einstellen, gegen die Frage</translation>
    </message>
    <message>
        <source>Show how it is computed</source>
        <translation>Zeigen, wie es berechnet wird</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <source>Back to the lecture&apos;s scenario as the exercise began</source>
        <translation>Zurück zum Szenario der Vorlesung wie zu Beginn der Übung</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next exercise</source>
        <translation>Nächste Übung</translation>
    </message>
</context>
<context>
    <name>rooflab::Exercises</name>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>a micro-batch of %1</source>
        <translation>einem Mikro-Batch von %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parametern</translation>
    </message>
    <message>
        <source>it needs %1 per GPU, the GPU has %2</source>
        <translation>braucht es %1 pro GPU, die GPU hat %2</translation>
    </message>
    <message>
        <source>the host&apos;s memory is too small for what is offloaded</source>
        <translation>ist der Hauptspeicher zu klein für das Ausgelagerte</translation>
    </message>
    <message>
        <source>the run takes %1 days, more than %2</source>
        <translation>dauert der Lauf %1 Tage, mehr als %2</translation>
    </message>
    <message>
        <source> Typed in exactly, %1 GPUs are the fewest.</source>
        <translation> Genau eingetippt sind %1 GPUs die wenigsten.</translation>
    </message>
    <message>
        <source> Typed in exactly, up to %1 fit.</source>
        <translation> Genau eingetippt passen bis zu %1.</translation>
    </message>
    <message>
        <source> The fit search finds up to %1 parameters.</source>
        <translation> Die Passungssuche findet bis zu %1 Parameter.</translation>
    </message>
    <message>
        <source>This 7B model does not train on one H100: AdamW in mixed precision keeps 18 bytes per parameter before any activation. Set the ZeRO stage to 3 and find the fewest H100s it trains on: drag (or type) the GPU count.</source>
        <translation>Dieses 7B-Modell trainiert nicht auf einer H100: AdamW mit gemischter Genauigkeit hält 18 Byte pro Parameter vor jeder Aktivierung. Stelle die ZeRO-Stufe auf 3 und finde die wenigsten H100s, auf denen es trainiert: ziehe (oder tippe) die GPU-Anzahl.</translation>
    </message>
    <message>
        <source>ZeRO-3 over 8 H100s: how large can the model be? Drag the model size up from 7B to the largest that still trains.</source>
        <translation>ZeRO-3 über 8 H100s: wie groß darf das Modell sein? Ziehe die Modellgröße von 7B aus hoch bis zur größten, die noch trainiert.</translation>
    </message>
    <message>
        <source>Llama 2 7B does not fit on these 8 H100s with plain data parallelism (ZeRO 0), not even at micro-batch 1. Set the ZeRO stage to 2 and find the largest micro-batch that fits.</source>
        <translation>Llama 2 7B passt mit reiner Datenparallelität (ZeRO 0) nicht auf diese 8 H100s, nicht einmal mit Mikro-Batch 1. Stelle die ZeRO-Stufe auf 2 und finde den größten Mikro-Batch, der passt.</translation>
    </message>
    <message>
        <source>The 70B model on 15T tokens: how many H100s finish the run within 120 days at the predicted speed? Drag the GPU count to the fewest.</source>
        <translation>Das 70B-Modell auf 15T Token: wie viele H100s schaffen den Lauf bei der vorhergesagten Geschwindigkeit in 120 Tagen? Ziehe die GPU-Anzahl auf die wenigsten.</translation>
    </message>
    <message>
        <source>Llama-3.1-8B with each sequence split over 8 GPUs (context parallelism): drag the sequence length up from 8,192 tokens to the longest that still trains.</source>
        <translation>Llama-3.1-8B, jede Sequenz über 8 GPUs verteilt (Kontextparallelität): ziehe die Sequenzlänge von 8.192 Token aus hoch bis zur längsten, die noch trainiert.</translation>
    </message>
    <message>
        <source>Set the ZeRO stage to %1 first.</source>
        <translation>Stelle zuerst die ZeRO-Stufe auf %1.</translation>
    </message>
    <message>
        <source>Not yet: with %1, %2.</source>
        <translation>Noch nicht: mit %1 %2.</translation>
    </message>
    <message>
        <source>With %1 it works, and with %2 too: go further.</source>
        <translation>Mit %1 geht es, und mit %2 auch: weiter.</translation>
    </message>
    <message>
        <source>With %1 it works, but with %2 too: fewer will do.</source>
        <translation>Mit %1 geht es, aber mit %2 auch: weniger reichen.</translation>
    </message>
    <message>
        <source>Right: with %1 it works; with %2, %3.</source>
        <translation>Richtig: mit %1 geht es; mit %2 %3.</translation>
    </message>
    <message>
        <source>Right: with %1 it works, and the controls go no further.</source>
        <translation>Richtig: mit %1 geht es, und die Regler reichen nicht weiter.</translation>
    </message>
</context>
<context>
    <name>rooflab::Explain</name>
    <message>
        <source>sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>FLOPs per multiply-add</source>
        <translation>FLOPs pro Multiply-Add</translation>
    </message>
    <message>
        <source>forward FLOPs of one layer</source>
        <translation>Forward-FLOPs einer Schicht</translation>
    </message>
    <message>
        <source>QKV projection 2 s h (q + 2 kv)</source>
        <translation>QKV-Projektion 2 s h (q + 2 kv)</translation>
    </message>
    <message>
        <source>scores 2 s² q</source>
        <translation>Scores 2 s² q</translation>
    </message>
    <message>
        <source>softmax 3 a s²</source>
        <translation>Softmax 3 a s²</translation>
    </message>
    <message>
        <source>MLP (4 or 6) s h d_ff</source>
        <translation>MLP (4 oder 6) s h d_ff</translation>
    </message>
    <message>
        <source>forward FLOPs of the layers</source>
        <translation>Forward-FLOPs der Schichten</translation>
    </message>
    <message>
        <source>embedding FLOPs</source>
        <translation>Embedding-FLOPs</translation>
    </message>
    <message>
        <source>final logits FLOPs</source>
        <translation>FLOPs der finalen Logits</translation>
    </message>
    <message>
        <source>forward FLOPs per sequence</source>
        <translation>Forward-FLOPs pro Sequenz</translation>
    </message>
    <message>
        <source>sustained cluster FLOP/s</source>
        <translation>effektive Cluster-FLOP/s</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>peak per GPU</source>
        <translation>Spitzenleistung pro GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>training FLOPs</source>
        <translation>Trainings-FLOPs</translation>
    </message>
    <message>
        <source>seconds per day</source>
        <translation>Sekunden pro Tag</translation>
    </message>
    <message>
        <source>training FLOPs (6ND)</source>
        <translation>Trainings-FLOPs (6ND)</translation>
    </message>
    <message>
        <source>FLOPs per parameter and token (2 forward + 4 backward)</source>
        <translation>FLOPs pro Parameter und Token (2 Forward + 4 Backward)</translation>
    </message>
    <message>
        <source>parameters (active)</source>
        <translation>Parameter (aktiv)</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>Trainings-Tokens</translation>
    </message>
    <message>
        <source>training FLOPs (detailed)</source>
        <translation>Trainings-FLOPs (detailliert)</translation>
    </message>
    <message>
        <source>forward + backward (1 + 2)</source>
        <translation>Forward + Backward (1 + 2)</translation>
    </message>
    <message>
        <source>training days</source>
        <translation>Trainingstage</translation>
    </message>
    <message>
        <source>training days (detailed FLOPs)</source>
        <translation>Trainingstage (detaillierte FLOPs)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>hours per day</source>
        <translation>Stunden pro Tag</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>Preis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>sequences in the batch</source>
        <translation>Sequenzen im Batch</translation>
    </message>
    <message>
        <source>context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>tensor-parallel GPUs</source>
        <translation>tensorparallele GPUs</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache pro Token</translation>
    </message>
    <message>
        <source>keys and values</source>
        <translation>Keys und Values</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>Head-Dimension</translation>
    </message>
    <message>
        <source>inference weights</source>
        <translation>Inferenz-Gewichte</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>model-parallel GPUs (tp × pp)</source>
        <translation>modellparallele GPUs (tp × pp)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>GPUs splitting the KV heads</source>
        <translation>GPUs, auf die die KV-Heads aufgeteilt sind</translation>
    </message>
    <message>
        <source>transient activations</source>
        <translation>temporäre Aktivierungen</translation>
    </message>
    <message>
        <source>one layer&apos;s widest tensors</source>
        <translation>breiteste Tensoren einer Schicht</translation>
    </message>
    <message>
        <source>width (2 d_model + MLP tensors)</source>
        <translation>Breite (2 d_model + MLP-Tensoren)</translation>
    </message>
    <message>
        <source>attention scores</source>
        <translation>Attention-Scores</translation>
    </message>
    <message>
        <source>heads on this GPU</source>
        <translation>Heads auf dieser GPU</translation>
    </message>
    <message>
        <source>last-position logits</source>
        <translation>Logits der letzten Position</translation>
    </message>
    <message>
        <source>vocabulary on this GPU</source>
        <translation>Vokabular auf dieser GPU</translation>
    </message>
    <message>
        <source>inference total per GPU</source>
        <translation>Gesamtspeicher pro GPU (Inferenz)</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>bewegte Bytes</translation>
    </message>
    <message>
        <source>layers on this GPU</source>
        <translation>Schichten auf dieser GPU</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2, recompute)</source>
        <translation>Durchläufe (Forward, Backward ×2, Neuberechnung)</translation>
    </message>
    <message>
        <source>bytes of one product</source>
        <translation>Bytes eines Produkts</translation>
    </message>
    <message>
        <source>A (M × K activations)</source>
        <translation>A (M × K Aktivierungen)</translation>
    </message>
    <message>
        <source>B (K × N weights)</source>
        <translation>B (K × N Gewichte)</translation>
    </message>
    <message>
        <source>C (M × N output)</source>
        <translation>C (M × N Ausgabe)</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>FLOPs per element</source>
        <translation>FLOPs pro Element</translation>
    </message>
    <message>
        <source>bytes per element</source>
        <translation>Bytes pro Element</translation>
    </message>
    <message>
        <source>arithmetic intensity</source>
        <translation>arithmetische Intensität</translation>
    </message>
    <message>
        <source>tensor-core peak</source>
        <translation>Tensor-Core-Spitzenleistung</translation>
    </message>
    <message>
        <source>CUDA-core peak</source>
        <translation>CUDA-Core-Spitzenleistung</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>bandwidth roof</source>
        <translation>Bandbreitengrenze</translation>
    </message>
    <message>
        <source>attainable FLOP/s</source>
        <translation>erreichbare FLOP/s</translation>
    </message>
    <message>
        <source>compute time</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <source>memory time</source>
        <translation>Speicherzeit</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>ridge point</source>
        <translation>Knickpunkt</translation>
    </message>
    <message>
        <source>dense peak</source>
        <translation>dichte Spitzenleistung</translation>
    </message>
    <message>
        <source>QKV projection</source>
        <translation>QKV-Projektion</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 b a q k d_head)</source>
        <translation>FLOPs pro Schicht (2 b a q k d_head)</translation>
    </message>
    <message>
        <source>attention (FlashAttention)</source>
        <translation>Attention (FlashAttention)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores, softmax, × V)</source>
        <translation>FLOPs pro Schicht (Scores, Softmax, × V)</translation>
    </message>
    <message>
        <source>bytes per layer (read Q, K, V, write O)</source>
        <translation>Bytes pro Schicht (Q, K, V lesen, O schreiben)</translation>
    </message>
    <message>
        <source>attention scores QK^T</source>
        <translation>Attention-Scores QK^T</translation>
    </message>
    <message>
        <source>bytes per layer (Q, K, scores)</source>
        <translation>Bytes pro Schicht (Q, K, Scores)</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>FLOPs per layer (3 b a q k)</source>
        <translation>FLOPs pro Schicht (3 b a q k)</translation>
    </message>
    <message>
        <source>bytes per layer (read and write the scores)</source>
        <translation>Bytes pro Schicht (Scores lesen und schreiben)</translation>
    </message>
    <message>
        <source>attention x V</source>
        <translation>Attention x V</translation>
    </message>
    <message>
        <source>bytes per layer (scores, V, output)</source>
        <translation>Bytes pro Schicht (Scores, V, Ausgabe)</translation>
    </message>
    <message>
        <source>output projection</source>
        <translation>Ausgabeprojektion</translation>
    </message>
    <message>
        <source>MLP gate + up</source>
        <translation>MLP-Gate- und Up-Projektion</translation>
    </message>
    <message>
        <source>MLP up</source>
        <translation>MLP-Up-Projektion</translation>
    </message>
    <message>
        <source>SwiGLU (SiLU x up)</source>
        <translation>SwiGLU (SiLU x up)</translation>
    </message>
    <message>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <source>MLP down</source>
        <translation>MLP-Down-Projektion</translation>
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
        <translation>Residual-Addition</translation>
    </message>
    <message>
        <source>LM head</source>
        <translation>LM-Head</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>Cross-Entropy</translation>
    </message>
    <message>
        <source>time of one micro-batch</source>
        <translation>Zeit eines Micro-Batches</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>prefill time</source>
        <translation>Prefill-Zeit</translation>
    </message>
    <message>
        <source>time per generated token</source>
        <translation>Zeit pro generiertem Token</translation>
    </message>
    <message>
        <source>model FLOPs on this GPU</source>
        <translation>Modell-FLOPs auf dieser GPU</translation>
    </message>
    <message>
        <source>forward and backward time</source>
        <translation>Zeit für Forward und Backward</translation>
    </message>
    <message>
        <source>gradient accumulation steps</source>
        <translation>Schritte der Gradientenakkumulation</translation>
    </message>
    <message>
        <source>optimizer update (per step)</source>
        <translation>Optimizer-Update (pro Schritt)</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>Tokens pro Sekunde</translation>
    </message>
    <message>
        <source>tokens in the batch</source>
        <translation>Tokens im Batch</translation>
    </message>
    <message>
        <source>peak FLOPs in that time</source>
        <translation>FLOPs bei Spitzenleistung in dieser Zeit</translation>
    </message>
    <message>
        <source>predicted MFU (no communication)</source>
        <translation>vorhergesagte MFU (ohne Kommunikation)</translation>
    </message>
    <message>
        <source>parameters on this GPU</source>
        <translation>Parameter auf dieser GPU</translation>
    </message>
    <message>
        <source>data-parallel GPUs sharing it</source>
        <translation>datenparallele GPUs, die sie sich teilen</translation>
    </message>
    <message>
        <source>tokens (s × b)</source>
        <translation>Tokens (s × b)</translation>
    </message>
    <message>
        <source>activations of one layer</source>
        <translation>Aktivierungen einer Schicht</translation>
    </message>
    <message>
        <source>input of one layer</source>
        <translation>Eingabe einer Schicht</translation>
    </message>
    <message>
        <source>momentum</source>
        <translation>Momentum</translation>
    </message>
    <message>
        <source>sum of squared gradients</source>
        <translation>Summe der quadrierten Gradienten</translation>
    </message>
    <message>
        <source>squared-gradient average</source>
        <translation>Mittel der quadrierten Gradienten</translation>
    </message>
    <message>
        <source>momentum (m)</source>
        <translation>Momentum (m)</translation>
    </message>
    <message>
        <source>variance (v)</source>
        <translation>Varianz (v)</translation>
    </message>
    <message>
        <source>momentum (m, 8-bit)</source>
        <translation>Momentum (m, 8 Bit)</translation>
    </message>
    <message>
        <source>variance (v, 8-bit)</source>
        <translation>Varianz (v, 8 Bit)</translation>
    </message>
    <message>
        <source>row/column statistics</source>
        <translation>Zeilen-/Spaltenstatistiken</translation>
    </message>
    <message>
        <source>row and column sums of every matrix</source>
        <translation>Zeilen- und Spaltensummen jeder Matrix</translation>
    </message>
    <message>
        <source>share of the parameters on this GPU</source>
        <translation>Anteil der Parameter auf dieser GPU</translation>
    </message>
    <message>
        <source>attention block: norm and QKV inputs, dropout mask</source>
        <translation>Attention-Block: Norm- und QKV-Eingaben, Dropout-Maske</translation>
    </message>
    <message>
        <source>Q, K, V and projection input</source>
        <translation>Q, K, V und Projektionseingabe</translation>
    </message>
    <message>
        <source>softmax statistics (FlashAttention)</source>
        <translation>Softmax-Statistiken (FlashAttention)</translation>
    </message>
    <message>
        <source>bytes (fp32 log-sum-exp)</source>
        <translation>Bytes (fp32 log-sum-exp)</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Heads</translation>
    </message>
    <message>
        <source>attention scores: softmax output and dropout</source>
        <translation>Attention-Scores: Softmax-Ausgabe und Dropout</translation>
    </message>
    <message>
        <source>keys per query (s)</source>
        <translation>Keys pro Query (s)</translation>
    </message>
    <message>
        <source>bytes per score (e + mask × (1 + e))</source>
        <translation>Bytes pro Score (e + mask × (1 + e))</translation>
    </message>
    <message>
        <source>MLP block: norm and MLP inputs, dropout mask</source>
        <translation>MLP-Block: Norm- und MLP-Eingaben, Dropout-Maske</translation>
    </message>
    <message>
        <source>MLP intermediates</source>
        <translation>MLP-Zwischenergebnisse</translation>
    </message>
    <message>
        <source>d_ff</source>
        <translation>d_ff</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 2, SwiGLU 3)</source>
        <translation>d_ff-breite Tensoren (GELU 2, SwiGLU 3)</translation>
    </message>
    <message>
        <source>d_model-wide tensors</source>
        <translation>d_model-breite Tensoren</translation>
    </message>
    <message>
        <source>attention block</source>
        <translation>Attention-Block</translation>
    </message>
    <message>
        <source>MLP block</source>
        <translation>MLP-Block</translation>
    </message>
    <message>
        <source>head- and d_ff-wide tensors</source>
        <translation>Head- und d_ff-breite Tensoren</translation>
    </message>
    <message>
        <source>d_model-wide tensors on this GPU</source>
        <translation>d_model-breite Tensoren auf dieser GPU</translation>
    </message>
    <message>
        <source>sequence-parallel GPUs</source>
        <translation>sequenzparallele GPUs</translation>
    </message>
    <message>
        <source>head- and d_ff-wide tensors on this GPU</source>
        <translation>Head- und d_ff-breite Tensoren auf dieser GPU</translation>
    </message>
    <message>
        <source>activations kept per micro-batch</source>
        <translation>pro Micro-Batch gehaltene Aktivierungen</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>Checkpoints</translation>
    </message>
    <message>
        <source>segment being recomputed</source>
        <translation>gerade neu berechnetes Segment</translation>
    </message>
    <message>
        <source>layers per segment (k)</source>
        <translation>Schichten pro Segment (k)</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>micro-batches in flight</source>
        <translation>Micro-Batches in der Pipeline</translation>
    </message>
    <message>
        <source>micro-batches in flight (1F1B)</source>
        <translation>Micro-Batches in der Pipeline (1F1B)</translation>
    </message>
    <message>
        <source>all-gathered projection inputs (attention, MLP)</source>
        <translation>per All-Gather gesammelte Projektionseingaben (Attention, MLP)</translation>
    </message>
    <message>
        <source>unsharded gradients accumulated over the micro-batches</source>
        <translation>ungeshardete Gradienten, über die Micro-Batches akkumuliert</translation>
    </message>
    <message>
        <source>layer being recomputed</source>
        <translation>gerade neu berechnete Schicht</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>master weights</source>
        <translation>Master-Gewichte</translation>
    </message>
    <message>
        <source>parameters this GPU updates</source>
        <translation>von dieser GPU aktualisierte Parameter</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>Optimizer-Zustände</translation>
    </message>
    <message>
        <source>gathered layers</source>
        <translation>gesammelte Schichten</translation>
    </message>
    <message>
        <source>layers (current + prefetched)</source>
        <translation>Schichten (aktuelle + vorab geladene)</translation>
    </message>
    <message>
        <source>share of one layer</source>
        <translation>Anteil einer Schicht</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>model-state bytes per parameter</source>
        <translation>Bytes des Modellzustands pro Parameter</translation>
    </message>
    <message>
        <source>weights, gradients, master weights and optimizer states</source>
        <translation>Gewichte, Gradienten, Master-Gewichte und Optimizer-Zustände</translation>
    </message>
    <message>
        <source>largest model (napkin)</source>
        <translation>größtes Modell (Überschlag)</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>attention width</source>
        <translation>Attention-Breite</translation>
    </message>
    <message>
        <source>values per token</source>
        <translation>Werte pro Token</translation>
    </message>
    <message>
        <source>projection inputs (one per projection under autocast)</source>
        <translation>Eingaben der Projektionen (unter Autocast eine je Projektion)</translation>
    </message>
    <message>
        <source>Q, K, V at the query width</source>
        <translation>Q, K, V in der Breite der Queries</translation>
    </message>
    <message>
        <source>softmax log-sum-exp</source>
        <translation>Softmax-Log-Sum-Exp</translation>
    </message>
    <message>
        <source>attention output (projection input)</source>
        <translation>Attention-Ausgabe (Eingabe der Projektion)</translation>
    </message>
    <message>
        <source>scores per token (heads × s)</source>
        <translation>Scores pro Token (Heads × s)</translation>
    </message>
    <message>
        <source>softmax output</source>
        <translation>Softmax-Ausgabe</translation>
    </message>
    <message>
        <source>probabilities for the value matmul</source>
        <translation>Wahrscheinlichkeiten für das Value-Matmul</translation>
    </message>
    <message>
        <source>attention dropout mask</source>
        <translation>Attention-Dropout-Maske</translation>
    </message>
    <message>
        <source>output dropout masks (2 blocks)</source>
        <translation>Dropout-Masken der Ausgaben (2 Blöcke)</translation>
    </message>
    <message>
        <source>MLP intermediates in fp32 (gelu_new: x, tanh, 1 + tanh)</source>
        <translation>MLP-Zwischenwerte in fp32 (gelu_new: x, tanh, 1 + tanh)</translation>
    </message>
    <message>
        <source>activations outside the layers</source>
        <translation>Aktivierungen außerhalb der Schichten</translation>
    </message>
    <message>
        <source>token ids and labels (int64)</source>
        <translation>Token-IDs und Labels (int64)</translation>
    </message>
    <message>
        <source>embedding dropout mask</source>
        <translation>Dropout-Maske des Embeddings</translation>
    </message>
    <message>
        <source>final RMSNorm input and square in fp32</source>
        <translation>Eingabe und Quadrat der letzten RMSNorm in fp32</translation>
    </message>
    <message>
        <source>final RMSNorm output</source>
        <translation>Ausgabe der letzten RMSNorm</translation>
    </message>
    <message>
        <source>rotary cos and sin</source>
        <translation>Rotary-cos und -sin</translation>
    </message>
    <message>
        <source>final LayerNorm input</source>
        <translation>Eingabe der letzten LayerNorm</translation>
    </message>
    <message>
        <source>final LayerNorm mean and 1/std</source>
        <translation>Mittelwert und 1/std der letzten LayerNorm</translation>
    </message>
    <message>
        <source>LM head input</source>
        <translation>Eingabe des LM-Heads</translation>
    </message>
    <message>
        <source>attention dropout</source>
        <translation>Attention-Dropout</translation>
    </message>
    <message>
        <source>tokens per second per model replica</source>
        <translation>Tokens pro Sekunde je Modellreplik</translation>
    </message>
    <message>
        <source>tokens per second per GPU (roofline bound)</source>
        <translation>Tokens pro Sekunde je GPU (Roofline-Grenze)</translation>
    </message>
    <message>
        <source>16-bit weight copies (autocast)</source>
        <translation>16-Bit-Gewichtskopien (Autocast)</translation>
    </message>
    <message>
        <source>loss buffers</source>
        <translation>Loss-Puffer</translation>
    </message>
    <message>
        <source>optimizer scratch</source>
        <translation>Optimizer-Zwischenspeicher</translation>
    </message>
    <message>
        <source>end of the forward</source>
        <translation>Ende des Forward-Passes</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>start of the backward (loss gradients)</source>
        <translation>Beginn des Backward-Passes (Loss-Gradienten)</translation>
    </message>
    <message>
        <source>backward of the last layer</source>
        <translation>Backward der letzten Schicht</translation>
    </message>
    <message>
        <source>end of the backward (all gradients)</source>
        <translation>Ende des Backward-Passes (alle Gradienten)</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>Optimizer-Schritt</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>Backward</translation>
    </message>
    <message>
        <source>peak of the step</source>
        <translation>Spitze des Schritts</translation>
    </message>
    <message>
        <source>micro-batches per step (gradient accumulation)</source>
        <translation>Micro-Batches pro Schritt (Gradientenakkumulation)</translation>
    </message>
    <message>
        <source>compute time of one micro-batch</source>
        <translation>Rechenzeit eines Micro-Batches</translation>
    </message>
    <message>
        <source>latency of one collective step</source>
        <translation>Latenz eines Kollektivschritts</translation>
    </message>
    <message>
        <source>bus bandwidth</source>
        <translation>Busbandbreite</translation>
    </message>
    <message>
        <source>step time (with communication)</source>
        <translation>Schrittzeit (mit Kommunikation)</translation>
    </message>
    <message>
        <source>transfer time</source>
        <translation>Übertragungszeit</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>ring steps</source>
        <translation>Ring-Schritte</translation>
    </message>
    <message>
        <source>one collective</source>
        <translation>ein Kollektiv</translation>
    </message>
    <message>
        <source>achieved memory bandwidth</source>
        <translation>erreichte Speicherbandbreite</translation>
    </message>
    <message>
        <source>compute time at achieved efficiency</source>
        <translation>Rechenzeit bei erreichter Effizienz</translation>
    </message>
    <message>
        <source>FLOPs executed</source>
        <translation>ausgeführte FLOPs</translation>
    </message>
    <message>
        <source>fraction of peak reached</source>
        <translation>erreichter Anteil der Spitzenleistung</translation>
    </message>
    <message>
        <source>memory time at achieved bandwidth</source>
        <translation>Speicherzeit bei erreichter Bandbreite</translation>
    </message>
    <message>
        <source>achieved time</source>
        <translation>erreichte Zeit</translation>
    </message>
    <message>
        <source>tensor-parallel communication per micro-batch</source>
        <translation>Tensor-Parallel-Kommunikation pro Micro-Batch</translation>
    </message>
    <message>
        <source>bytes sent per reduce-scatter or all-gather ((t-1)/t × b s h)</source>
        <translation>gesendete Bytes pro Reduce-Scatter oder All-Gather ((t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(t-1)/t × b s h)</source>
        <translation>gesendete Bytes pro All-Reduce (2(t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>pipeline send/receive per micro-batch</source>
        <translation>Pipeline-Senden/Empfangen pro Micro-Batch</translation>
    </message>
    <message>
        <source>one gradient accumulation</source>
        <translation>eine Gradientenakkumulation</translation>
    </message>
    <message>
        <source>gradients accumulated on this GPU</source>
        <translation>auf dieser GPU akkumulierte Gradienten</translation>
    </message>
    <message>
        <source>bytes per gradient (read new, read and write the sum)</source>
        <translation>Bytes pro Gradient (neuen lesen, Summe lesen und schreiben)</translation>
    </message>
    <message>
        <source>gradient accumulation per micro-batch</source>
        <translation>Gradientenakkumulation pro Micro-Batch</translation>
    </message>
    <message>
        <source>accumulations per step</source>
        <translation>Akkumulationen pro Schritt</translation>
    </message>
    <message>
        <source>pipeline sends per micro-batch</source>
        <translation>Pipeline-Sendungen pro Micro-Batch</translation>
    </message>
    <message>
        <source>pipeline all-gathers per micro-batch (scatter/gather)</source>
        <translation>Pipeline-All-Gathers pro Micro-Batch (Scatter/Gather)</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((t-1)/t × b s h)</source>
        <translation>gesendete Bytes pro All-Gather ((t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>received tensors per micro-batch (forward + backward, × virtual stages)</source>
        <translation>empfangene Tensoren pro Micro-Batch (Forward + Backward, × virtuelle Stufen)</translation>
    </message>
    <message>
        <source>bytes per send (b s h / t)</source>
        <translation>Bytes pro Sendung (b s h / t)</translation>
    </message>
    <message>
        <source>sends per micro-batch (forward + backward, × virtual stages)</source>
        <translation>Sendungen pro Micro-Batch (Forward + Backward, × virtuelle Stufen)</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>Tensor-Parallel-Kommunikation</translation>
    </message>
    <message>
        <source>pipeline communication</source>
        <translation>Pipeline-Kommunikation</translation>
    </message>
    <message>
        <source>ideal pipeline time</source>
        <translation>ideale Pipeline-Zeit</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>pipeline stages - 1</source>
        <translation>Pipeline-Stufen - 1</translation>
    </message>
    <message>
        <source>virtual stages</source>
        <translation>virtuelle Stufen</translation>
    </message>
    <message>
        <source>data-parallel gradient reduction</source>
        <translation>datenparallele Gradientenreduktion</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(d-1)/d × gradients)</source>
        <translation>gesendete Bytes pro All-Reduce (2(d-1)/d × Gradienten)</translation>
    </message>
    <message>
        <source>bytes sent per reduce-scatter ((d-1)/d × gradients)</source>
        <translation>gesendete Bytes pro Reduce-Scatter ((d-1)/d × Gradienten)</translation>
    </message>
    <message>
        <source>ZeRO parameter all-gathers</source>
        <translation>ZeRO-All-Gathers der Parameter</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((d-1)/d × weights)</source>
        <translation>gesendete Bytes pro All-Gather ((d-1)/d × Gewichte)</translation>
    </message>
    <message>
        <source>exposed data-parallel communication</source>
        <translation>nicht verdeckte datenparallele Kommunikation</translation>
    </message>
    <message>
        <source>exposed fraction (not hidden by compute)</source>
        <translation>nicht verdeckter Anteil (nicht von Rechnen überdeckt)</translation>
    </message>
    <message>
        <source>exposed ZeRO communication</source>
        <translation>nicht verdeckte ZeRO-Kommunikation</translation>
    </message>
    <message>
        <source>backward of the last micro-batch</source>
        <translation>Backward des letzten Micro-Batches</translation>
    </message>
    <message>
        <source>backward share (2 of 3 passes)</source>
        <translation>Anteil des Backward (2 von 3 Durchläufen)</translation>
    </message>
    <message>
        <source>hidden gradient reduction</source>
        <translation>verdeckte Gradientenreduktion</translation>
    </message>
    <message>
        <source>all but the last bucket</source>
        <translation>alle außer dem letzten Bucket</translation>
    </message>
    <message>
        <source>compute slowed by overlapped communication</source>
        <translation>durch überlappende Kommunikation verlangsamtes Rechnen</translation>
    </message>
    <message>
        <source>overlapped communication</source>
        <translation>überlappende Kommunikation</translation>
    </message>
    <message>
        <source>slowdown while overlapping</source>
        <translation>Verlangsamung während der Überlappung</translation>
    </message>
    <message>
        <source>model FLOPs per step</source>
        <translation>Modell-FLOPs pro Schritt</translation>
    </message>
    <message>
        <source>model FLOPs per token (6N + attention)</source>
        <translation>Modell-FLOPs pro Token (6N + Attention)</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>Tokens pro Schritt</translation>
    </message>
    <message>
        <source>hardware FLOPs per step</source>
        <translation>Hardware-FLOPs pro Schritt</translation>
    </message>
    <message>
        <source>recomputation FLOPs</source>
        <translation>FLOPs der Neuberechnung</translation>
    </message>
    <message>
        <source>peak FLOPs of all GPUs in a step</source>
        <translation>Spitzen-FLOPs aller GPUs in einem Schritt</translation>
    </message>
    <message>
        <source>GPUs (d × t × p)</source>
        <translation>GPUs (d × t × p)</translation>
    </message>
    <message>
        <source>predicted MFU</source>
        <translation>vorhergesagte MFU</translation>
    </message>
    <message>
        <source>predicted HFU</source>
        <translation>vorhergesagte HFU</translation>
    </message>
    <message>
        <source>tokens per second (whole job)</source>
        <translation>Tokens pro Sekunde (gesamter Job)</translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation>Tokens pro Sekunde je GPU</translation>
    </message>
    <message>
        <source>loss buffers: fp32 copy and log-probabilities</source>
        <translation>Loss-Puffer: fp32-Kopie und Log-Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>loss buffers: log-probabilities and two gradients</source>
        <translation>Loss-Puffer: Log-Wahrscheinlichkeiten und zwei Gradienten</translation>
    </message>
    <message>
        <source>logits of one chunk</source>
        <translation>Logits eines Blocks</translation>
    </message>
    <message>
        <source>tokens per chunk</source>
        <translation>Tokens pro Block</translation>
    </message>
    <message>
        <source>gradient of the head&apos;s input</source>
        <translation>Gradient der Eingabe des Heads</translation>
    </message>
    <message>
        <source>loss buffers (chunked)</source>
        <translation>Loss-Puffer (in Blöcken)</translation>
    </message>
    <message>
        <source>share in weight matrices</source>
        <translation>Anteil in Gewichtsmatrizen</translation>
    </message>
    <message>
        <source>gradients of the output layer</source>
        <translation>Gradienten der Ausgabeschicht</translation>
    </message>
    <message>
        <source>share in the output layer</source>
        <translation>Anteil in der Ausgabeschicht</translation>
    </message>
    <message>
        <source>optimizer scratch (foreach)</source>
        <translation>Optimizer-Zwischenspeicher (foreach)</translation>
    </message>
    <message>
        <source>temporaries per parameter</source>
        <translation>Zwischenergebnisse pro Parameter</translation>
    </message>
    <message>
        <source>optimizer scratch (per tensor)</source>
        <translation>Optimizer-Zwischenspeicher (pro Tensor)</translation>
    </message>
    <message>
        <source>largest parameter tensor</source>
        <translation>größter Parametertensor</translation>
    </message>
    <message>
        <source>temporaries at once</source>
        <translation>gleichzeitige Zwischenergebnisse</translation>
    </message>
    <message>
        <source>training days at the predicted speed</source>
        <translation>Trainingstage bei der vorhergesagten Geschwindigkeit</translation>
    </message>
    <message>
        <source>tokens per second, all GPUs</source>
        <translation>Tokens pro Sekunde, alle GPUs</translation>
    </message>
    <message>
        <source>adapter parameters on this GPU</source>
        <translation>Adapterparameter auf dieser GPU</translation>
    </message>
    <message>
        <source>frozen weights</source>
        <translation>eingefrorene Gewichte</translation>
    </message>
    <message>
        <source>bytes per parameter (layer matrices in the base format, the rest in its dtype)</source>
        <translation>Bytes pro Parameter (Schichtmatrizen im Basisformat, der Rest in seinem Datentyp)</translation>
    </message>
    <message>
        <source>adapter parameters (rank × (in + out) per adapted matrix)</source>
        <translation>Adapterparameter (Rang × (Eingang + Ausgang) je adaptierter Matrix)</translation>
    </message>
    <message>
        <source>share of the layers on this stage</source>
        <translation>Anteil der Schichten auf dieser Stufe</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>adapter gradients</source>
        <translation>Adaptergradienten</translation>
    </message>
    <message>
        <source>dequantised weight matrix (one at a time)</source>
        <translation>dequantisierte Gewichtsmatrix (jeweils eine)</translation>
    </message>
    <message>
        <source>values of the largest layer matrix on this GPU</source>
        <translation>Werte der größten Schichtmatrix auf dieser GPU</translation>
    </message>
    <message>
        <source>weight copies</source>
        <translation>Gewichtskopien</translation>
    </message>
    <message>
        <source>adapter inputs (a copy per adapter when cast)</source>
        <translation>Adaptereingaben (eine Kopie je Adapter bei Typumwandlung)</translation>
    </message>
    <message>
        <source>adapter rank-wide outputs (lora_A)</source>
        <translation>rangbreite Adapterausgaben (lora_A)</translation>
    </message>
    <message>
        <source>rank × adapted matrices</source>
        <translation>Rang × adaptierte Matrizen</translation>
    </message>
    <message>
        <source>MLP intermediates (gate, silu, up)</source>
        <translation>MLP-Zwischenwerte (gate, silu, up)</translation>
    </message>
    <message>
        <source>MLP intermediates (x/2)</source>
        <translation>MLP-Zwischenwerte (x/2)</translation>
    </message>
    <message>
        <source>MLP intermediates (gelu_new: x, tanh, 1 + tanh, x/2)</source>
        <translation>MLP-Zwischenwerte (gelu_new: x, tanh, 1 + tanh, x/2)</translation>
    </message>
    <message>
        <source>MLP output (down projection input)</source>
        <translation>MLP-Ausgabe (Eingabe der Down-Projektion)</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, block input, mask)</source>
        <translation>Bytes pro Token und Kanal (Norm-Eingabe, Block-Eingabe, Maske)</translation>
    </message>
    <message>
        <source>tokens in the profiling batch</source>
        <translation>Tokens im Profiling-Batch</translation>
    </message>
    <message>
        <source>vLLM memory budget</source>
        <translation>vLLM-Speicherbudget</translation>
    </message>
    <message>
        <source>card memory as CUDA reports it</source>
        <translation>Kartenspeicher laut CUDA</translation>
    </message>
    <message>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <source>serving weights</source>
        <translation>Gewichte beim Serving</translation>
    </message>
    <message>
        <source>profiling forward</source>
        <translation>Profiling-Vorwärtsdurchlauf</translation>
    </message>
    <message>
        <source>width (2 d_model + widest block)</source>
        <translation>Breite (2 d_model + breitester Block)</translation>
    </message>
    <message>
        <source>profiling sampler</source>
        <translation>Profiling-Sampler</translation>
    </message>
    <message>
        <source>logits and the sort&apos;s buffers</source>
        <translation>Logits und die Puffer der Sortierung</translation>
    </message>
    <message>
        <source>requests (max_num_seqs)</source>
        <translation>Anfragen (max_num_seqs)</translation>
    </message>
    <message>
        <source>bytes per logit at the top-k/top-p sort</source>
        <translation>Bytes pro Logit bei der Top-k/Top-p-Sortierung</translation>
    </message>
    <message>
        <source>hidden states of the batch</source>
        <translation>verborgene Zustände des Batches</translation>
    </message>
    <message>
        <source>activation peak of the profiling run</source>
        <translation>Aktivierungsspitze des Profiling-Laufs</translation>
    </message>
    <message>
        <source>KV cache budget</source>
        <translation>Budget für den KV-Cache</translation>
    </message>
    <message>
        <source>non-PyTorch memory (CUDA, NCCL)</source>
        <translation>Speicher außerhalb von PyTorch (CUDA, NCCL)</translation>
    </message>
    <message>
        <source>fine-tuning FLOPs (detailed)</source>
        <translation>Feinabstimmungs-FLOPs (detailliert)</translation>
    </message>
    <message>
        <source>weight gradients of the frozen base, less the adapters&apos;</source>
        <translation>Gewichtsgradienten der eingefrorenen Basis, abzüglich derer der Adapter</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA-Adapter</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 × tokens × adapter parameters)</source>
        <translation>FLOPs pro Schicht (2 × Tokens × Adapterparameter)</translation>
    </message>
    <message>
        <source>bytes per layer (inputs and outputs of the adapters)</source>
        <translation>Bytes pro Schicht (Ein- und Ausgaben der Adapter)</translation>
    </message>
    <message>
        <source>full fine-tuning FLOPs</source>
        <translation>FLOPs der vollen Feinabstimmung</translation>
    </message>
    <message>
        <source>attention output (kernel, projection input)</source>
        <translation>Attention-Ausgabe (Kernel, Eingabe der Projektion)</translation>
    </message>
    <message>
        <source>attention output (adapter input)</source>
        <translation>Attention-Ausgabe (Eingabe des Adapters)</translation>
    </message>
    <message>
        <source>final RMSNorm input in fp32</source>
        <translation>Eingabe der letzten RMSNorm in fp32</translation>
    </message>
    <message>
        <source>q and k norms</source>
        <translation>q- und k-Normen</translation>
    </message>
    <message>
        <source>rotary embedding</source>
        <translation>Rotary-Embedding</translation>
    </message>
    <message>
        <source>dropout on the attention and MLP outputs</source>
        <translation>Dropout auf Attention- und MLP-Ausgaben</translation>
    </message>
    <message>
        <source>attention output to tokens (copy)</source>
        <translation>Attention-Ausgabe zurück zu Tokens (Kopie)</translation>
    </message>
    <message>
        <source>autocast: norm outputs cast per projection</source>
        <translation>Autocast: Norm-Ausgaben je Projektion umgewandelt</translation>
    </message>
    <message>
        <source>autocast: 16-bit weight copies and gradient casts</source>
        <translation>Autocast: 16-Bit-Gewichtskopien und Gradienten-Umwandlungen</translation>
    </message>
    <message>
        <source>runtime memory</source>
        <translation>Laufzeitspeicher</translation>
    </message>
    <message>
        <source>runtime memory (set)</source>
        <translation>Laufzeitspeicher (festgelegt)</translation>
    </message>
    <message>
        <source>set per GPU</source>
        <translation>pro GPU festgelegt</translation>
    </message>
    <message>
        <source>CUDA, cuBLAS and NCCL memory</source>
        <translation>CUDA-, cuBLAS- und NCCL-Speicher</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA-Kontext</translation>
    </message>
    <message>
        <source>per process</source>
        <translation>pro Prozess</translation>
    </message>
    <message>
        <source>cuBLAS and cuBLASLt workspaces</source>
        <translation>cuBLAS- und cuBLASLt-Arbeitsspeicher</translation>
    </message>
    <message>
        <source>per stream on this GPU</source>
        <translation>pro Stream auf dieser GPU</translation>
    </message>
    <message>
        <source>NCCL buffers</source>
        <translation>NCCL-Puffer</translation>
    </message>
    <message>
        <source>communicators of this rank</source>
        <translation>Kommunikatoren dieses Ranks</translation>
    </message>
    <message>
        <source>per communicator</source>
        <translation>pro Kommunikator</translation>
    </message>
    <message>
        <source>allocator reserve</source>
        <translation>Allokator-Reserve</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>von PyTorch belegt</translation>
    </message>
    <message>
        <source>reserve share</source>
        <translation>Reserveanteil</translation>
    </message>
    <message>
        <source>bytes this GPU dispatches (tokens × top_k × d_model)</source>
        <translation>Bytes, die diese GPU verschickt (Tokens × top_k × d_model)</translation>
    </message>
    <message>
        <source>to the expert GPUs in this node</source>
        <translation>zu den Experten-GPUs in diesem Knoten</translation>
    </message>
    <message>
        <source>share to peers in the node ((n - 1) / ep)</source>
        <translation>Anteil an Partner im Knoten ((n - 1) / ep)</translation>
    </message>
    <message>
        <source>intra-node bandwidth</source>
        <translation>Bandbreite im Knoten</translation>
    </message>
    <message>
        <source>to the expert GPUs in other nodes</source>
        <translation>zu den Experten-GPUs in anderen Knoten</translation>
    </message>
    <message>
        <source>share to other nodes ((ep - n) / ep)</source>
        <translation>Anteil an andere Knoten ((ep - n) / ep)</translation>
    </message>
    <message>
        <source>inter-node bandwidth per GPU</source>
        <translation>Bandbreite zwischen Knoten pro GPU</translation>
    </message>
    <message>
        <source>one expert all-to-all</source>
        <translation>ein Experten-All-to-all</translation>
    </message>
    <message>
        <source>expert all-to-all per micro-batch</source>
        <translation>Experten-All-to-all pro Micro-Batch</translation>
    </message>
    <message>
        <source>MoE layers on this GPU</source>
        <translation>MoE-Schichten auf dieser GPU</translation>
    </message>
    <message>
        <source>dense parameters on this GPU</source>
        <translation>dichte Parameter auf dieser GPU</translation>
    </message>
    <message>
        <source>routed-expert parameters on this GPU</source>
        <translation>Parameter der gerouteten Experten auf dieser GPU</translation>
    </message>
    <message>
        <source>share outside the routed experts (busiest stage)</source>
        <translation>Anteil außerhalb der gerouteten Experten (stärkste Stufe)</translation>
    </message>
    <message>
        <source>share in the routed experts (busiest stage)</source>
        <translation>Anteil in den gerouteten Experten (stärkste Stufe)</translation>
    </message>
    <message>
        <source>expert-parallel GPUs (ep)</source>
        <translation>expertenparallele GPUs (ep)</translation>
    </message>
    <message>
        <source>expert tensor-parallel GPUs (etp)</source>
        <translation>experten-tensorparallele GPUs (etp)</translation>
    </message>
    <message>
        <source>dense parameters in this GPU&apos;s shard</source>
        <translation>dichte Parameter im Shard dieser GPU</translation>
    </message>
    <message>
        <source>expert parameters in this GPU&apos;s shard</source>
        <translation>Expertenparameter im Shard dieser GPU</translation>
    </message>
    <message>
        <source>expert-data-parallel GPUs (d × tp / (ep × etp))</source>
        <translation>experten-datenparallele GPUs (d × tp / (ep × etp))</translation>
    </message>
    <message>
        <source>parameters in this GPU&apos;s ZeRO shard</source>
        <translation>Parameter im ZeRO-Shard dieser GPU</translation>
    </message>
    <message>
        <source>MoE routing tensors</source>
        <translation>MoE-Routing-Tensoren</translation>
    </message>
    <message>
        <source>dispatched tokens (first expert GEMM&apos;s input)</source>
        <translation>verteilte Tokens (Eingabe des ersten Experten-GEMM)</translation>
    </message>
    <message>
        <source>routed copies per token (top_k × capacity factor)</source>
        <translation>geroutete Kopien pro Token (top_k × Kapazitätsfaktor)</translation>
    </message>
    <message>
        <source>gathered over expert tensor parallelism (etp)</source>
        <translation>gesammelt über Experten-Tensorparallelität (etp)</translation>
    </message>
    <message>
        <source>router probabilities and row-id map</source>
        <translation>Router-Wahrscheinlichkeiten und Row-ID-Map</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>bytes (2 probability + 8 index)</source>
        <translation>Bytes (2 Wahrscheinlichkeit + 8 Index)</translation>
    </message>
    <message>
        <source>shared expert intermediates</source>
        <translation>Zwischenwerte der geteilten Experten</translation>
    </message>
    <message>
        <source>shared d_ff</source>
        <translation>geteiltes d_ff</translation>
    </message>
    <message>
        <source>expert inputs (gathered tokens)</source>
        <translation>Experten-Eingaben (gesammelte Tokens)</translation>
    </message>
    <message>
        <source>expert outputs (routing-weight product)</source>
        <translation>Experten-Ausgaben (Produkt mit dem Routing-Gewicht)</translation>
    </message>
    <message>
        <source>weighted expert outputs (index_add_ source)</source>
        <translation>gewichtete Experten-Ausgaben (Quelle von index_add_)</translation>
    </message>
    <message>
        <source>router softmax in fp32</source>
        <translation>Router-Softmax in fp32</translation>
    </message>
    <message>
        <source>top-k expert indices</source>
        <translation>Top-k-Expertenindizes</translation>
    </message>
    <message>
        <source>top_k</source>
        <translation>top_k</translation>
    </message>
    <message>
        <source>shared expert intermediates (gate, silu, up, product)</source>
        <translation>Zwischenwerte der geteilten Experten (gate, silu, up, Produkt)</translation>
    </message>
    <message>
        <source>MoE router</source>
        <translation>MoE-Router</translation>
    </message>
    <message>
        <source>MoE token permute and unpermute</source>
        <translation>MoE-Token-Permutation hin und zurück</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>Experten-All-to-all</translation>
    </message>
    <message>
        <source>parameters of one MoE block on this GPU</source>
        <translation>Parameter eines MoE-Blocks auf dieser GPU</translation>
    </message>
    <message>
        <source>latent and rotary key (kv_lora_rank + qk_rope_head_dim)</source>
        <translation>Latent und rotatorischer Schlüssel (kv_lora_rank + qk_rope_head_dim)</translation>
    </message>
    <message>
        <source>attention (latent, absorbed)</source>
        <translation>Attention (latent, absorbiert)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores over r + d_rope, values over r, softmax)</source>
        <translation>FLOPs pro Schicht (Scores über r + d_rope, Werte über r, Softmax)</translation>
    </message>
    <message>
        <source>bytes per layer (read the latent cache, Q, write O)</source>
        <translation>Bytes pro Schicht (Latent-Cache lesen, Q, O schreiben)</translation>
    </message>
    <message>
        <source>tokens of a sequence on this GPU (s / cp)</source>
        <translation>Token einer Sequenz auf dieser GPU (s / cp)</translation>
    </message>
    <message>
        <source>one ring step</source>
        <translation>ein Ringschritt</translation>
    </message>
    <message>
        <source>K and V of this rank&apos;s tokens (2 b s/cp kv / t)</source>
        <translation>K und V der Token dieses Rangs (2 b s/cp kv / t)</translation>
    </message>
    <message>
        <source>context-parallel ring per micro-batch</source>
        <translation>Kontextparalleler Ring pro Mikro-Batch</translation>
    </message>
    <message>
        <source>ring steps per pass (cp - 1)</source>
        <translation>Ringschritte pro Durchlauf (cp - 1)</translation>
    </message>
    <message>
        <source>model-parallel GPUs (tp × pp × cp)</source>
        <translation>Modellparallele GPUs (tp × pp × cp)</translation>
    </message>
    <message>
        <source>bf16 tensor-core peak</source>
        <translation>bf16-Tensorkern-Spitze</translation>
    </message>
    <message>
        <source>exposed ring per micro-batch</source>
        <translation>Offener Ring pro Mikro-Batch</translation>
    </message>
    <message>
        <source>hidden behind the attention of this micro-batch</source>
        <translation>hinter der Attention dieses Mikro-Batches verborgen</translation>
    </message>
    <message>
        <source>GPUs (d × t × p × cp)</source>
        <translation>GPUs (d × t × p × cp)</translation>
    </message>
    <message>
        <source>fp32 parameter partition</source>
        <translation>fp32-Parameterpartition</translation>
    </message>
    <message>
        <source>gradient partition on the host</source>
        <translation>Gradientenpartition auf dem Host</translation>
    </message>
    <message>
        <source>16-bit upload buffer</source>
        <translation>16-Bit-Upload-Puffer</translation>
    </message>
    <message>
        <source>gradients on the GPU (offloaded)</source>
        <translation>Gradienten auf der GPU (ausgelagert)</translation>
    </message>
    <message>
        <source>gradient bucket (reduce_bucket_size)</source>
        <translation>Gradienten-Bucket (reduce_bucket_size)</translation>
    </message>
    <message>
        <source>optimizer on NVMe</source>
        <translation>Optimierer auf NVMe</translation>
    </message>
    <message>
        <source>on NVMe</source>
        <translation>auf NVMe</translation>
    </message>
    <message>
        <source>parameter shard</source>
        <translation>Parameter-Shard</translation>
    </message>
    <message>
        <source>pinned swap buffers</source>
        <translation>gepinnte Auslagerungspuffer</translation>
    </message>
    <message>
        <source>elements (buffer_count × buffer_size)</source>
        <translation>Elemente (buffer_count × buffer_size)</translation>
    </message>
    <message>
        <source>host memory of one GPU&apos;s process</source>
        <translation>Hostspeicher des Prozesses einer GPU</translation>
    </message>
    <message>
        <source>offloaded activations</source>
        <translation>ausgelagerte Aktivierungen</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>host memory per node</source>
        <translation>Hostspeicher pro Knoten</translation>
    </message>
    <message>
        <source>NVMe per node</source>
        <translation>NVMe pro Knoten</translation>
    </message>
    <message>
        <source>PCIe bandwidth (pinned copy)</source>
        <translation>PCIe-Bandbreite (gepinnte Kopie)</translation>
    </message>
    <message>
        <source>bytes copied</source>
        <translation>kopierte Bytes</translation>
    </message>
    <message>
        <source>optimizer step on the host</source>
        <translation>Optimiererschritt auf dem Host</translation>
    </message>
    <message>
        <source>host memory traffic of the step</source>
        <translation>Hostspeicherverkehr des Schritts</translation>
    </message>
    <message>
        <source>bytes read and written per process</source>
        <translation>gelesene und geschriebene Bytes pro Prozess</translation>
    </message>
    <message>
        <source>host memory bandwidth per node</source>
        <translation>Hostspeicherbandbreite pro Knoten</translation>
    </message>
    <message>
        <source>share of it CPU-Adam reaches</source>
        <translation>davon von CPU-Adam erreichter Anteil</translation>
    </message>
    <message>
        <source>NVMe swap of the optimizer</source>
        <translation>NVMe-Auslagerung des Optimierers</translation>
    </message>
    <message>
        <source>bytes swapped in and out per process</source>
        <translation>pro Prozess ein- und ausgelagerte Bytes</translation>
    </message>
    <message>
        <source>NVMe bandwidth per node</source>
        <translation>NVMe-Bandbreite pro Knoten</translation>
    </message>
    <message>
        <source>copies exposed in a forward</source>
        <translation>im Vorwärtslauf sichtbare Kopien</translation>
    </message>
    <message>
        <source>all hidden</source>
        <translation>alles verdeckt</translation>
    </message>
    <message>
        <source>host to GPU beyond the forward</source>
        <translation>Host zu GPU über den Vorwärtslauf hinaus</translation>
    </message>
    <message>
        <source>GPU to host beyond the forward</source>
        <translation>GPU zu Host über den Vorwärtslauf hinaus</translation>
    </message>
    <message>
        <source>copies exposed in a backward</source>
        <translation>im Rückwärtslauf sichtbare Kopien</translation>
    </message>
    <message>
        <source>host to GPU beyond the backward</source>
        <translation>Host zu GPU über den Rückwärtslauf hinaus</translation>
    </message>
    <message>
        <source>GPU to host beyond the backward</source>
        <translation>GPU zu Host über den Rückwärtslauf hinaus</translation>
    </message>
    <message>
        <source>upload of the updated parameters</source>
        <translation>Hochladen der aktualisierten Parameter</translation>
    </message>
    <message>
        <source>exposed offload copies</source>
        <translation>sichtbare Auslagerungskopien</translation>
    </message>
    <message>
        <source>micro-batches after the first</source>
        <translation>Mikro-Batches nach dem ersten</translation>
    </message>
    <message>
        <source>one layer kept on the GPU (the rest offloaded)</source>
        <translation>eine Schicht bleibt auf der GPU (der Rest ausgelagert)</translation>
    </message>
    <message>
        <source>layers (or checkpoints) on this GPU</source>
        <translation>Schichten (oder Checkpoints) auf dieser GPU</translation>
    </message>
    <message>
        <source>other micro-batches in flight</source>
        <translation>weitere Mikro-Batches in Bearbeitung</translation>
    </message>
    <message>
        <source>share of the first pipeline stage</source>
        <translation>Anteil der ersten Pipeline-Stufe</translation>
    </message>
    <message>
        <source>share of the last pipeline stage</source>
        <translation>Anteil der letzten Pipeline-Stufe</translation>
    </message>
    <message>
        <source>interleaved schedule (1 + (p - 1) / (p v))</source>
        <translation>verschachtelter Ablauf (1 + (p - 1) / (p v))</translation>
    </message>
    <message>
        <source>interleaved schedule, every micro-batch&apos;s forward first (m / in flight)</source>
        <translation>verschachtelter Ablauf, alle Vorwärtsdurchläufe zuerst (m / Micro-Batches in der Pipeline)</translation>
    </message>
    <message>
        <source>FP8, delayed scaling (per tensor)</source>
        <translation>FP8, verzögerte Skalierung (pro Tensor)</translation>
    </message>
    <message>
        <source>FP8, current scaling (per tensor)</source>
        <translation>FP8, aktuelle Skalierung (pro Tensor)</translation>
    </message>
    <message>
        <source>FP8, block scaling (1 × 128, 128 × 128)</source>
        <translation>FP8, Blockskalierung (1 × 128, 128 × 128)</translation>
    </message>
    <message>
        <source>MXFP8 (32-value blocks)</source>
        <translation>MXFP8 (Blöcke zu 32 Werten)</translation>
    </message>
    <message>
        <source>NVFP4 (16-value blocks)</source>
        <translation>NVFP4 (Blöcke zu 16 Werten)</translation>
    </message>
    <message>
        <source>block-scaled low precision</source>
        <translation>blockskalierte niedrige Genauigkeit</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, quantized block input, mask)</source>
        <translation>Bytes pro Token und Kanal (Norm-Eingabe, quantisierte Block-Eingabe, Maske)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 2, SwiGLU 3; the quantized down input in its bytes)</source>
        <translation>d_ff-breite Tensoren (GELU 2, SwiGLU 3; die quantisierte Down-Eingabe in ihren Bytes)</translation>
    </message>
    <message>
        <source>quantized projection input (delayed scaling)</source>
        <translation>quantisierte Projektionseingabe (verzögerte Skalierung)</translation>
    </message>
    <message>
        <source>FP8/FP4 weight copies</source>
        <translation>FP8/FP4-Gewichtskopien</translation>
    </message>
    <message>
        <source>matrix parameters of one layer</source>
        <translation>Matrixparameter einer Schicht</translation>
    </message>
    <message>
        <source>bytes per weight (rowwise + transposed copy)</source>
        <translation>Bytes pro Gewicht (zeilenweise + transponierte Kopie)</translation>
    </message>
    <message>
        <source>GEMM input casts (FP8/FP4)</source>
        <translation>Umwandlung der GEMM-Eingaben (FP8/FP4)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scale and amax: 2 per value)</source>
        <translation>FLOPs pro Schicht (Skalierung und amax: 2 pro Wert)</translation>
    </message>
    <message>
        <source>bytes per layer (read 16 bits, write the quantized layouts)</source>
        <translation>Bytes pro Schicht (16 Bit lesen, quantisierte Layouts schreiben)</translation>
    </message>
    <message>
        <source>weight casts (FP8/FP4, once per step)</source>
        <translation>Umwandlung der Gewichte (FP8/FP4, einmal pro Schritt)</translation>
    </message>
    <message>
        <source>parameters&apos; bytes</source>
        <translation>Bytes der Parameter</translation>
    </message>
    <message>
        <source>rotary cos/sin table (vLLM)</source>
        <translation>Rotations-Tabelle cos/sin (vLLM)</translation>
    </message>
    <message>
        <source>scores × V 2 s² v</source>
        <translation>Scores × V 2 s² v</translation>
    </message>
    <message>
        <source>output projection 2 s v h</source>
        <translation>Ausgabeprojektion 2 s v h</translation>
    </message>
    <message>
        <source>latent attention: norm and up-projection inputs</source>
        <translation>Latente Attention: Eingaben der Norm und der Aufwärtsprojektion</translation>
    </message>
    <message>
        <source>latent widths (q_lora_rank + kv_lora_rank)</source>
        <translation>latente Breiten (q_lora_rank + kv_lora_rank)</translation>
    </message>
    <message>
        <source>tensors per latent (norm input, up-projection input)</source>
        <translation>Tensoren je Latent (Norm-Eingabe, Eingabe der Aufwärtsprojektion)</translation>
    </message>
    <message>
        <source>widths q + k + v + output</source>
        <translation>Breiten q + k + v + Ausgabe</translation>
    </message>
    <message>
        <source>latent RMSNorm inputs in fp32</source>
        <translation>Eingaben der latenten RMSNorms in fp32</translation>
    </message>
    <message>
        <source>latent RMSNorm squares in fp32</source>
        <translation>Quadrate der latenten RMSNorms in fp32</translation>
    </message>
    <message>
        <source>latent RMSNorm 1/rms</source>
        <translation>1/rms der latenten RMSNorms</translation>
    </message>
    <message>
        <source>latent RMSNorm outputs and up-projection inputs</source>
        <translation>Ausgaben der latenten RMSNorms und Eingaben der Aufwärtsprojektionen</translation>
    </message>
    <message>
        <source>widths 2 q + v</source>
        <translation>Breiten 2 q + v</translation>
    </message>
    <message>
        <source>2 × rotary channels per head</source>
        <translation>2 × Rotationskanäle je Kopf</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 b a q k d_value)</source>
        <translation>FLOPs pro Schicht (2 b a q k d_value)</translation>
    </message>
    <message>
        <source>MLP: top-k experts, shared expert and router, averaged with the dense layers</source>
        <translation>MLP: Top-k-Experten, geteilter Experte und Router, gemittelt mit den dichten Schichten</translation>
    </message>
    <message>
        <source>MoE shared expert up</source>
        <translation>Geteilter MoE-Experte: Up-Projektion</translation>
    </message>
    <message>
        <source>MoE shared expert SwiGLU</source>
        <translation>Geteilter MoE-Experte: SwiGLU</translation>
    </message>
    <message>
        <source>MoE shared expert GELU</source>
        <translation>Geteilter MoE-Experte: GELU</translation>
    </message>
    <message>
        <source>MoE shared expert down</source>
        <translation>Geteilter MoE-Experte: Down-Projektion</translation>
    </message>
    <message>
        <source>dense layers&apos; MLP up</source>
        <translation>MLP der dichten Schichten: Up-Projektion</translation>
    </message>
    <message>
        <source>dense layers&apos; SwiGLU</source>
        <translation>SwiGLU der dichten Schichten</translation>
    </message>
    <message>
        <source>dense layers&apos; GELU</source>
        <translation>GELU der dichten Schichten</translation>
    </message>
    <message>
        <source>dense layers&apos; MLP down</source>
        <translation>MLP der dichten Schichten: Down-Projektion</translation>
    </message>
    <message>
        <source>recomputed MLA up-projections</source>
        <translation>neu berechnete MLA-Aufwärtsprojektionen</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 × tokens × up-projection weights)</source>
        <translation>FLOPs pro Schicht (2 × Tokens × Gewichte der Aufwärtsprojektionen)</translation>
    </message>
    <message>
        <source>bytes per layer (latents and weights read, Q, K, V written)</source>
        <translation>Bytes pro Schicht (Latente und Gewichte gelesen, Q, K, V geschrieben)</translation>
    </message>
    <message>
        <source>latent widths and rotary key channels (mla_up_proj recomputes the rest)</source>
        <translation>Latentbreiten und rotierende Schlüsselkanäle (mla_up_proj berechnet den Rest neu)</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, mask; the block input recomputed)</source>
        <translation>Bytes pro Token und Kanal (Norm-Eingabe, Maske; die Blockeingabe wird neu berechnet)</translation>
    </message>
    <message>
        <source>width of the projection input (Q, K, V recomputed)</source>
        <translation>Breite der Projektionseingabe (Q, K, V neu berechnet)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (none: the MLP is recomputed)</source>
        <translation>d_ff-breite Tensoren (keine: das MLP wird neu berechnet)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 1, SwiGLU 2: moe_act recomputes the down input)</source>
        <translation>d_ff-breite Tensoren (GELU 1, SwiGLU 2: moe_act berechnet die Eingabe der Down-Projektion neu)</translation>
    </message>
    <message>
        <source>attention output (projection input copy)</source>
        <translation>Attention-Ausgabe (Kopie als Eingabe der Projektion)</translation>
    </message>
    <message>
        <source>gap per kernel launch</source>
        <translation>Lücke je Kernel-Start</translation>
    </message>
    <message>
        <source>kernel launch gaps</source>
        <translation>Lücken zwischen Kernel-Starts</translation>
    </message>
    <message>
        <source>memory-bound kernels per micro-batch</source>
        <translation>speichergebundene Kernels je Micro-Batch</translation>
    </message>
    <message>
        <source>optimizer kernel launch gaps</source>
        <translation>Lücken zwischen den Kernels des Optimierers</translation>
    </message>
    <message>
        <source>multi-tensor kernels (320 chunks of 65,536 values each)</source>
        <translation>Multi-Tensor-Kernels (je 320 Blöcke zu 65.536 Werten)</translation>
    </message>
    <message>
        <source>optimizer passes</source>
        <translation>Durchläufe des Optimierers</translation>
    </message>
    <message>
        <source>gradient accumulation launch gaps</source>
        <translation>Lücken der Gradientenakkumulation</translation>
    </message>
    <message>
        <source>accumulation kernels per micro-batch</source>
        <translation>Akkumulations-Kernels je Micro-Batch</translation>
    </message>
    <message>
        <source>LoRA scaling, sum and casts</source>
        <translation>LoRA: Skalierung, Summe und Umwandlungen</translation>
    </message>
    <message>
        <source>FLOPs per layer (× scaling, + base output)</source>
        <translation>FLOPs je Schicht (× Skalierung, + Ausgabe der Basis)</translation>
    </message>
    <message>
        <source>bytes per layer (casts, scaling, sum)</source>
        <translation>Bytes je Schicht (Umwandlungen, Skalierung, Summe)</translation>
    </message>
    <message>
        <source>sliding-window mask bias</source>
        <translation>Bias der Fenstermaske</translation>
    </message>
    <message>
        <source>keys per token × share of layers with the mask</source>
        <translation>Schlüssel pro Token × Anteil der Schichten mit Maske</translation>
    </message>
    <message>
        <source>bytes per gradient (copied into the bucket scaled by 1/d, copied back)</source>
        <translation>Bytes je Gradient (skaliert mit 1/d in den Bucket kopiert, zurückkopiert)</translation>
    </message>
    <message>
        <source>bytes per gradient (flattened, divided by d, copied back)</source>
        <translation>Bytes je Gradient (abgeflacht, durch d geteilt, zurückkopiert)</translation>
    </message>
    <message>
        <source>bytes per gradient (scaled by 1/d in place)</source>
        <translation>Bytes je Gradient (an Ort und Stelle mit 1/d skaliert)</translation>
    </message>
    <message>
        <source>gradient buffer passes</source>
        <translation>Durchläufe der Gradientenpuffer</translation>
    </message>
    <message>
        <source>gradients on this GPU</source>
        <translation>Gradienten auf dieser GPU</translation>
    </message>
    <message>
        <source>gradient buffer launch gaps</source>
        <translation>Startlücken der Gradientenpuffer-Kernel</translation>
    </message>
    <message>
        <source>gradient buffer kernels</source>
        <translation>Gradientenpuffer-Kernel</translation>
    </message>
    <message>
        <source>gradient buffers (compute stream)</source>
        <translation>Gradientenpuffer (Rechen-Stream)</translation>
    </message>
    <message>
        <source>tied embedding gradient all-reduce</source>
        <translation>All-Reduce des Gradienten der gekoppelten Embeddings</translation>
    </message>
    <message>
        <source>bytes sent (V h / t gradients, two GPUs)</source>
        <translation>gesendete Bytes (V h / t Gradienten, zwei GPUs)</translation>
    </message>
    <message>
        <source>all-reduces per step (first and last stage)</source>
        <translation>All-Reduces je Schritt (erste und letzte Stufe)</translation>
    </message>
    <message>
        <source>data-parallel collective, exposed</source>
        <translation>datenparallele kollektive Operation, nicht verdeckt</translation>
    </message>
    <message>
        <source>transformers training on one H100 or H200</source>
        <translation>transformers-Training auf einer H100 oder H200</translation>
    </message>
    <message>
        <source>Megatron-LM GPT training on A100 clusters</source>
        <translation>Megatron-LM-GPT-Training auf A100-Clustern</translation>
    </message>
    <message>
        <source>tensor-parallel collectives of activations</source>
        <translation>Tensor-Parallel-Kollektive der Aktivierungen</translation>
    </message>
    <message>
        <source>vocab-parallel cross-entropy all-reduces</source>
        <translation>All-Reduces der vokabularparallelen Cross-Entropy</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(t-1)/t × b s × 4)</source>
        <translation>gesendete Bytes pro All-Reduce (2(t-1)/t × b s × 4)</translation>
    </message>
    <message>
        <source>all-reduces per micro-batch (maximum, target logit, sum of exponentials)</source>
        <translation>All-Reduces pro Micro-Batch (Maximum, Ziel-Logit, Summe der Exponentiale)</translation>
    </message>
    <message>
        <source>MLP gate and up (activation recomputed)</source>
        <translation>MLP-Gate und -Up (Aktivierung neu berechnet)</translation>
    </message>
    <message>
        <source>MLP activation input (activation recomputed)</source>
        <translation>MLP-Aktivierungseingabe (Aktivierung neu berechnet)</translation>
    </message>
    <message>
        <source>MLP intermediates (GELU input)</source>
        <translation>MLP-Zwischenergebnisse (GELU-Eingabe)</translation>
    </message>
    <message>
        <source>bytes per gradient reduced</source>
        <translation>Bytes pro reduziertem Gradienten</translation>
    </message>
    <message>
        <source>the reduction&apos;s dtype</source>
        <translation>Dtype der Reduktion</translation>
    </message>
    <message>
        <source>Q, K, V (keys and values at their own width)</source>
        <translation>Q, K, V (Keys und Values in ihrer eigenen Breite)</translation>
    </message>
    <message>
        <source>widths q + 2 kv</source>
        <translation>Breiten q + 2 kv</translation>
    </message>
    <message>
        <source>CUDA-core peak at the power limit</source>
        <translation>CUDA-Core-Spitzenleistung am Leistungslimit</translation>
    </message>
    <message>
        <source>bf16 tensor-core peak at the power limit</source>
        <translation>bf16-Tensorkern-Spitze am Leistungslimit</translation>
    </message>
    <message>
        <source>tensor-core peak at the power limit</source>
        <translation>Tensor-Core-Spitzenleistung am Leistungslimit</translation>
    </message>
    <message>
        <source>saved by op-selective checkpointing</source>
        <translation>von op-selektivem Checkpointing gespeichert</translation>
    </message>
    <message>
        <source>outputs of the saved matrix products (the 1st, 3rd, ... of the block)</source>
        <translation>Ausgaben der gespeicherten Matrixprodukte (das 1., 3., ... des Blocks)</translation>
    </message>
    <message>
        <source>SDPA output and its fp32 log-sum-exp</source>
        <translation>SDPA-Ausgabe und ihr fp32-Log-Sum-Exp</translation>
    </message>
    <message>
        <source>reduce-scatter outputs (2, b s h / t each)</source>
        <translation>Reduce-Scatter-Ausgaben (2, je b s h / t)</translation>
    </message>
    <message>
        <source>recomputed part of one layer</source>
        <translation>neu berechneter Teil einer Schicht</translation>
    </message>
    <message>
        <source>peak without the estimated terms</source>
        <translation>Spitze ohne die geschätzten Terme</translation>
    </message>
    <message>
        <source>tensors alive at the peak</source>
        <translation>zur Spitze lebende Tensoren</translation>
    </message>
    <message>
        <source>certain runtime memory</source>
        <translation>feststehender Laufzeitspeicher</translation>
    </message>
    <message>
        <source>allocator reserve at its high end</source>
        <translation>Allokator-Reserve am oberen Ende</translation>
    </message>
    <message>
        <source>highest measured reserve share</source>
        <translation>höchster gemessener Reserveanteil</translation>
    </message>
    <message>
        <source>peak with the estimated terms high</source>
        <translation>Spitze mit hoch angesetzten geschätzten Termen</translation>
    </message>
    <message>
        <source>room for the allocator reserve and NCCL buffers</source>
        <translation>Platz für Allokator-Reserve und NCCL-Puffer</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>margin</source>
        <translation>Spielraum</translation>
    </message>
    <message>
        <source>layers (all of this stage&apos;s: not resharded)</source>
        <translation>Schichten (alle dieser Stufe: nicht neu geshardet)</translation>
    </message>
    <message>
        <source>exposed tensor-parallel communication per micro-batch</source>
        <translation>nicht verdeckte tensorparallele Kommunikation pro Micro-Batch</translation>
    </message>
    <message>
        <source>tensor-parallel communication hidden</source>
        <translation>verdeckte tensorparallele Kommunikation</translation>
    </message>
    <message>
        <source>GEMMs slowed by the overlap&apos;s SMs</source>
        <translation>durch die SMs der Überlappung verlangsamte GEMMs</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((d-1)/d × weights, fp8 linear weights)</source>
        <translation>gesendete Bytes pro All-Gather ((d-1)/d × Gewichte, lineare Gewichte in fp8)</translation>
    </message>
    <message>
        <source>one tensor-parallel collective</source>
        <translation>ein tensorparalleles Kollektiv</translation>
    </message>
    <message>
        <source>GEMM time × (t-1)/t (all chunks but the last)</source>
        <translation>GEMM-Zeit × (t-1)/t (alle Blöcke außer dem letzten)</translation>
    </message>
    <message>
        <source>collective or slowed GEMM, the shorter</source>
        <translation>Kollektiv oder verlangsamte GEMM, das Kürzere von beiden</translation>
    </message>
    <message>
        <source>chunks hidden (3 of 4: the last chunk&apos;s is exposed)</source>
        <translation>verdeckte Blöcke (3 von 4: die Kommunikation des letzten Blocks bleibt offen)</translation>
    </message>
    <message>
        <source>weight-gradient GEMM on the SMs left</source>
        <translation>Gewichtsgradienten-GEMM auf den verbleibenden SMs</translation>
    </message>
    <message>
        <source>all-gather hidden behind the QKV GEMM (forward)</source>
        <translation>All-Gather hinter der QKV-GEMM verdeckt (Forward)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the output projection (forward)</source>
        <translation>Reduce-Scatter hinter der Ausgabeprojektion verdeckt (Forward)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the MLP up GEMM (forward)</source>
        <translation>All-Gather hinter der MLP-Up-GEMM verdeckt (Forward)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the MLP down GEMM (forward)</source>
        <translation>Reduce-Scatter hinter der MLP-Down-GEMM verdeckt (Forward)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the output projection (backward)</source>
        <translation>All-Gather hinter der Ausgabeprojektion verdeckt (Backward)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the MLP down GEMM (backward)</source>
        <translation>All-Gather hinter der MLP-Down-GEMM verdeckt (Backward)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the QKV GEMM (backward)</source>
        <translation>Reduce-Scatter hinter der QKV-GEMM verdeckt (Backward)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the MLP up GEMM (backward)</source>
        <translation>Reduce-Scatter hinter der MLP-Up-GEMM verdeckt (Backward)</translation>
    </message>
    <message>
        <source>tensor-parallel communication hidden per layer</source>
        <translation>verdeckte tensorparallele Kommunikation pro Schicht</translation>
    </message>
    <message>
        <source>GEMM time added per layer (S / (S - 16) of the pipelined and bulk GEMMs)</source>
        <translation>zusätzliche GEMM-Zeit pro Schicht (S / (S - 16) der gepipelinten und Bulk-GEMMs)</translation>
    </message>
    <message>
        <source>published Megatron-Core runs on H100</source>
        <translation>veröffentlichte Megatron-Core-Läufe auf H100</translation>
    </message>
    <message>
        <source>published torchtitan runs on H100/H200</source>
        <translation>veröffentlichte torchtitan-Läufe auf H100/H200</translation>
    </message>
    <message>
        <source>published LLM Foundry runs on H100</source>
        <translation>veröffentlichte LLM Foundry-Läufe auf H100</translation>
    </message>
    <message>
        <source>published LLM Foundry runs on A100</source>
        <translation>veröffentlichte LLM Foundry-Läufe auf A100</translation>
    </message>
    <message>
        <source>published DeepSpeed runs on A100</source>
        <translation>veröffentlichte DeepSpeed-Läufe auf A100</translation>
    </message>
    <message>
        <source>predicted MFU, at most the peak</source>
        <translation>vorhergesagte MFU, höchstens die Spitze</translation>
    </message>
    <message>
        <source>every op at its roof</source>
        <translation>jede Operation an ihrem Dach</translation>
    </message>
    <message>
        <source>average engine step</source>
        <translation>mittlerer Engine-Schritt</translation>
    </message>
    <message>
        <source>time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>output tokens per step</source>
        <translation>Ausgabetoken pro Schritt</translation>
    </message>
    <message>
        <source>prompt in the running batch</source>
        <translation>Prompt im laufenden Batch</translation>
    </message>
    <message>
        <source>step with a prompt chunk</source>
        <translation>Schritt mit einem Prompt-Abschnitt</translation>
    </message>
    <message>
        <source>prompt chunks</source>
        <translation>Prompt-Abschnitte</translation>
    </message>
    <message>
        <source>prefill of one prompt</source>
        <translation>Prefill eines Prompts</translation>
    </message>
    <message>
        <source>engine step time</source>
        <translation>Schrittzeit der Engine</translation>
    </message>
    <message>
        <source>prompt chunks (max_num_batched_tokens)</source>
        <translation>Prompt-Abschnitte (max_num_batched_tokens)</translation>
    </message>
    <message>
        <source>expected accepted tokens + 1</source>
        <translation>erwartete akzeptierte Token + 1</translation>
    </message>
    <message>
        <source>sequences the KV cache holds</source>
        <translation>Sequenzen, die der KV-Cache hält</translation>
    </message>
    <message>
        <source>KV cache tokens per GPU</source>
        <translation>KV-Cache-Token pro GPU</translation>
    </message>
    <message>
        <source>tokens each holds, on average</source>
        <translation>Token, die jede im Mittel hält</translation>
    </message>
    <message>
        <source>wait before admission</source>
        <translation>Wartezeit vor der Aufnahme</translation>
    </message>
    <message>
        <source>M/D/1 wait: load / (2 (1 - load)) / capacity</source>
        <translation>M/D/1-Wartezeit: Last / (2 (1 - Last)) / Kapazität</translation>
    </message>
    <message>
        <source>time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>end-to-end latency</source>
        <translation>Ende-zu-Ende-Latenz</translation>
    </message>
    <message>
        <source>later tokens x time per output token</source>
        <translation>spätere Token x Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>sequences running per replica</source>
        <translation>laufende Sequenzen pro Replikat</translation>
    </message>
    <message>
        <source>service time per request</source>
        <translation>Bedienzeit pro Anfrage</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>output tokens per second</source>
        <translation>Ausgabetoken pro Sekunde</translation>
    </message>
    <message>
        <source>output tokens per request</source>
        <translation>Ausgabetoken pro Anfrage</translation>
    </message>
    <message>
        <source>weights read per step</source>
        <translation>pro Schritt gelesene Gewichte</translation>
    </message>
    <message>
        <source>weights on this GPU</source>
        <translation>Gewichte auf dieser GPU</translation>
    </message>
    <message>
        <source>routed experts no token of the step picks</source>
        <translation>geroutete Experten, die kein Token des Schritts wählt</translation>
    </message>
    <message>
        <source>KV tokens read or written per step</source>
        <translation>pro Schritt gelesene oder geschriebene KV-Token</translation>
    </message>
    <message>
        <source>sequences decoding x tokens each holds</source>
        <translation>dekodierende Sequenzen x Token, die jede hält</translation>
    </message>
    <message>
        <source>prompt tokens written</source>
        <translation>geschriebene Prompt-Token</translation>
    </message>
    <message>
        <source>earlier prompt tokens read by the chunk</source>
        <translation>vom Abschnitt gelesene frühere Prompt-Token</translation>
    </message>
    <message>
        <source>KV cache read per step</source>
        <translation>pro Schritt gelesener KV-Cache</translation>
    </message>
    <message>
        <source>KV bytes per token on this GPU</source>
        <translation>KV-Bytes pro Token auf dieser GPU</translation>
    </message>
    <message>
        <source>decode attention over the context held</source>
        <translation>Decode-Attention über den gehaltenen Kontext</translation>
    </message>
    <message>
        <source>prompt attention</source>
        <translation>Prompt-Attention</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduces per step</source>
        <translation>Tensor-parallele All-Reduces pro Schritt</translation>
    </message>
    <message>
        <source>all-reduce volume</source>
        <translation>All-Reduce-Volumen</translation>
    </message>
    <message>
        <source>all-reduces (2 per layer)</source>
        <translation>All-Reduces (2 pro Schicht)</translation>
    </message>
    <message>
        <source>pipeline send per step</source>
        <translation>Pipeline-Senden pro Schritt</translation>
    </message>
    <message>
        <source>activations sent</source>
        <translation>gesendete Aktivierungen</translation>
    </message>
    <message>
        <source>sends</source>
        <translation>Sendungen</translation>
    </message>
    <message>
        <source>per-step overhead</source>
        <translation>Overhead pro Schritt</translation>
    </message>
    <message>
        <source>kernel launches</source>
        <translation>Kernel-Starts</translation>
    </message>
    <message>
        <source>engine host time per step</source>
        <translation>Host-Zeit der Engine pro Schritt</translation>
    </message>
    <message>
        <source>step kernel time</source>
        <translation>Kernel-Zeit des Schritts</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2)</source>
        <translation>Durchläufe (vorwärts, rückwärts ×2)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source></source>
        <translation>Prompt-Abschnitte je Schritt x was ein Abschnitt hinzufügt</translation>
    </message>
    <message>
        <source>examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>tokens per example</source>
        <translation>Token je Beispiel</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>step decoding alone</source>
        <translation>Schritt nur mit Decoding</translation>
    </message>
    <message>
        <source>prompt chunks per step x what a chunk adds</source>
        <translation>Prompt-Abschnitte pro Schritt x was ein Abschnitt hinzufügt</translation>
    </message>
    <message>
        <source>prefill steps per decode step x their time</source>
        <translation>Prefill-Schritte je Decode-Schritt x ihre Zeit</translation>
    </message>
    <message>
        <source>first token in a wave of prompts</source>
        <translation>erstes Token in einer Welle von Prompts</translation>
    </message>
    <message>
        <source>prefill step of the wave</source>
        <translation>Prefill-Schritt der Welle</translation>
    </message>
    <message>
        <source>mean prefill steps until a prompt completes</source>
        <translation>mittlere Prefill-Schritte, bis ein Prompt fertig ist</translation>
    </message>
    <message>
        <source>cycle after the first token</source>
        <translation>Zyklus nach dem ersten Token</translation>
    </message>
    <message>
        <source>later tokens&apos; share</source>
        <translation>Anteil der späteren Tokens</translation>
    </message>
    <message>
        <source>tokens after the first</source>
        <translation>Tokens nach dem ersten</translation>
    </message>
    <message>
        <source>decode steps alone</source>
        <translation>Decode-Schritte allein</translation>
    </message>
    <message>
        <source>half a scheduling pass</source>
        <translation>ein halber Scheduling-Durchgang</translation>
    </message>
    <message>
        <source>request outside the steps (HTTP, tokeniser)</source>
        <translation>Anfrage außerhalb der Schritte (HTTP, Tokenizer)</translation>
    </message>
    <message>
        <source>matmul FLOPs of the step</source>
        <translation>Matmul-FLOPs des Schritts</translation>
    </message>
    <message>
        <source>step matmul time</source>
        <translation>Matmul-Zeit des Schritts</translation>
    </message>
    <message>
        <source>attention FLOPs of the step</source>
        <translation>Attention-FLOPs des Schritts</translation>
    </message>
    <message>
        <source>step attention compute time</source>
        <translation>Attention-Rechenzeit des Schritts</translation>
    </message>
    <message>
        <source>all-reduces waiting for the slowest GPU (fitted)</source>
        <translation>All-Reduces warten auf die langsamste GPU (angepasst)</translation>
    </message>
    <message>
        <source>weights streaming time</source>
        <translation>Zeit zum Lesen der Gewichte</translation>
    </message>
    <message>
        <source>KV cache streaming time</source>
        <translation>Zeit zum Lesen des KV-Caches</translation>
    </message>
    <message>
        <source>matmul kernels</source>
        <translation>Matmul-Kernel</translation>
    </message>
    <message>
        <source>attention kernels</source>
        <translation>Attention-Kernel</translation>
    </message>
    <message>
        <source>tokens of one step (more than the training tokens)</source>
        <translation>Token eines Schritts (mehr als die Trainingstoken)</translation>
    </message>
    <message>
        <source>pipeline outputs kept to their backward</source>
        <translation>bis zu ihrem Backward gehaltene Pipeline-Ausgaben</translation>
    </message>
    <message>
        <source>model chunks in flight</source>
        <translation>Modellabschnitte in der Pipeline</translation>
    </message>
    <message>
        <source>exposed pipeline send/receive per micro-batch</source>
        <translation>sichtbares Pipeline-Senden/Empfangen pro Micro-Batch</translation>
    </message>
    <message>
        <source>hidden behind the next chunk&apos;s compute</source>
        <translation>hinter dem Rechnen des nächsten Abschnitts verborgen</translation>
    </message>
    <message>
        <source>exposed pipeline communication</source>
        <translation>sichtbare Pipeline-Kommunikation</translation>
    </message>
    <message>
        <source>streamed responses per step</source>
        <translation>gestreamte Antworten pro Schritt</translation>
    </message>
    <message>
        <source>sequences decoding</source>
        <translation>dekodierende Sequenzen</translation>
    </message>
    <message>
        <source>host time per streamed response</source>
        <translation>Host-Zeit pro gestreamter Antwort</translation>
    </message>
    <message>
        <source>float8 casts (torchao Float8Linear)</source>
        <translation>float8-Umwandlungen (torchao Float8Linear)</translation>
    </message>
    <message>
        <source>bytes per layer (read 16 bits, write float8 row- and column-major)</source>
        <translation>Bytes pro Schicht (16 Bit lesen, float8 zeilen- und spaltenweise schreiben)</translation>
    </message>
    <message>
        <source>float8 weight casts (torchao, every forward)</source>
        <translation>float8-Umwandlungen der Gewichte (torchao, bei jedem Vorwärtsdurchlauf)</translation>
    </message>
    <message>
        <source>bytes per layer (amax read, read 16 bits, write both layouts)</source>
        <translation>Bytes pro Schicht (amax lesen, 16 Bit lesen, beide Layouts schreiben)</translation>
    </message>
    <message>
        <source>FSDP2 copy-out and copy-in</source>
        <translation>FSDP2-Kopien (copy-out und copy-in)</translation>
    </message>
    <message>
        <source>FLOPs per layer (copies: none)</source>
        <translation>FLOPs pro Schicht (Kopien: keine)</translation>
    </message>
    <message>
        <source>bytes per layer (gathered weights read and written per all-gather, gradients read and written in the reduction dtype)</source>
        <translation>Bytes pro Schicht (gesammelte Gewichte je All-Gather gelesen und geschrieben, Gradienten gelesen und im Reduktionsdatentyp geschrieben)</translation>
    </message>
    <message>
        <source>micro-batches in flight (DualPipe: p + 1)</source>
        <translation>Mikro-Batches in Bearbeitung (DualPipe: p + 1)</translation>
    </message>
    <message>
        <source>share of the first and the last stage (DualPipe: stages i and p - 1 - i)</source>
        <translation>Anteil der ersten und der letzten Stufe (DualPipe: Stufen i und p - 1 - i)</translation>
    </message>
    <message>
        <source>DualPipe: pipeline stages / 2 - 1</source>
        <translation>DualPipe: Pipeline-Stufen / 2 - 1</translation>
    </message>
    <message>
        <source>(F&amp;B + B - 3W) / (F + B) = 2 - 4 x forward share (F&amp;B = F + B, W = F)</source>
        <translation>(F&amp;B + B - 3W) / (F + B) = 2 - 4 x Vorwärtsanteil (F&amp;B = F + B, W = F)</translation>
    </message>
    <message>
        <source>all-to-all beyond the compute beside it</source>
        <translation>All-to-all über die Rechnung daneben hinaus</translation>
    </message>
    <message>
        <source>exposed expert all-to-all (DualPipe)</source>
        <translation>offenes Experten-All-to-all (DualPipe)</translation>
    </message>
    <message>
        <source>slot held to the end of the pass</source>
        <translation>Platz bis zum Ende des Durchlaufs belegt</translation>
    </message>
    <message>
        <source>engine host work per running sequence</source>
        <translation>Host-Arbeit der Engine pro laufender Sequenz</translation>
    </message>
    <message>
        <source>host time per sequence per step</source>
        <translation>Host-Zeit pro Sequenz und Schritt</translation>
    </message>
    <message>
        <source>loss buffers: fp32 copy, shifted logits and their exp</source>
        <translation>Loss-Puffer: fp32-Kopie, verschobene Logits und ihr exp</translation>
    </message>
    <message>
        <source>loss buffers: log-probabilities, zeros, exp and their sum</source>
        <translation>Loss-Puffer: Log-Wahrscheinlichkeiten, Nullen, exp und ihre Summe</translation>
    </message>
    <message>
        <source>logits (saved by the compiled loss)</source>
        <translation>Logits (vom kompilierten Loss gespeichert)</translation>
    </message>
    <message>
        <source>loss buffers: the logits&apos; gradient</source>
        <translation>Loss-Puffer: Gradient der Logits</translation>
    </message>
    <message>
        <source>layers: 2 x their matrix parameters x tokens of the step</source>
        <translation>Schichten: 2 x ihre Matrixparameter x Tokens des Schritts</translation>
    </message>
    <message>
        <source>LM head: 2 x its parameters x rows (each decode token, each prompt&apos;s last)</source>
        <translation>LM-Kopf: 2 x seine Parameter x Zeilen (jedes Decode-Token, das letzte jedes Prompts)</translation>
    </message>
    <message>
        <source>AsyncTP copies and reductions per layer</source>
        <translation>AsyncTP-Kopien und -Reduktionen je Schicht</translation>
    </message>
    <message>
        <source>bytes moved (all-gathers × 2 b s h e / t + reduce-scatters × b s h e (1 + 1/t))</source>
        <translation>bewegte Bytes (All-Gathers × 2 b s h e / t + Reduce-Scatters × b s h e (1 + 1/t))</translation>
    </message>
    <message>
        <source>AsyncTP copies and reductions</source>
        <translation>AsyncTP-Kopien und -Reduktionen</translation>
    </message>
    <message>
        <source>sequence-parallel chunk + cat copies</source>
        <translation>Kopien der Sequenzparallelität (chunk + cat)</translation>
    </message>
    <message>
        <source>FLOPs (copies: none)</source>
        <translation>FLOPs (Kopien: keine)</translation>
    </message>
    <message>
        <source>bytes per micro-batch (each all-gather and reduce-scatter on the sequence dimension: b s h read and written)</source>
        <translation>Bytes pro Mikro-Batch (jedes All-Gather und Reduce-Scatter auf der Sequenzdimension: b s h gelesen und geschrieben)</translation>
    </message>
    <message>
        <source>collectives (one per bucket: apex DistributedFusedAdam, 100 MiB)</source>
        <translation>Kollektive (eines pro Bucket: apex DistributedFusedAdam, 100 MiB)</translation>
    </message>
    <message>
        <source>q, k, v input-gradient sums (backward)</source>
        <translation>q-, k-, v-Eingabegradienten-Summen (Rückwärts)</translation>
    </message>
    <message>
        <source>gate, up input-gradient sums (backward)</source>
        <translation>Gate-, Up-Eingabegradienten-Summen (Rückwärts)</translation>
    </message>
    <message>
        <source>FLOPs per layer (one add per value summed)</source>
        <translation>FLOPs pro Schicht (eine Addition pro summiertem Wert)</translation>
    </message>
    <message>
        <source>bytes per layer (compiled: each extra b s h gradient read once more by the kernel the sum is fused into)</source>
        <translation>Bytes pro Schicht (kompiliert: jeder zusätzliche b-s-h-Gradient einmal mehr gelesen, vom Kernel, in den die Summe fusioniert ist)</translation>
    </message>
    <message>
        <source>bytes per layer (eager: one add per extra b s h gradient, two read and the sum written)</source>
        <translation>Bytes pro Schicht (eager: eine Addition pro zusätzlichem b-s-h-Gradienten, zwei gelesen und die Summe geschrieben)</translation>
    </message>
    <message>
        <source>last stage, interleaved: earlier chunks&apos; warm-up (((v - 1) p + 1) / v)</source>
        <translation>letzte Stufe, verschachtelt: Aufwärmphase der früheren Modellteile (((v - 1) p + 1) / v)</translation>
    </message>
    <message>
        <source>pipeline stage buffers (torch.distributed.pipelining)</source>
        <translation>Puffer der Pipeline-Stufe (torch.distributed.pipelining)</translation>
    </message>
    <message>
        <source>gradient receive buffers (one per micro-batch, kept)</source>
        <translation>Empfangspuffer für Gradienten (einer pro Mikro-Batch, behalten)</translation>
    </message>
    <message>
        <source>input receive buffers of micro-batches not in flight (kept)</source>
        <translation>Empfangspuffer für Eingaben nicht laufender Mikro-Batches (behalten)</translation>
    </message>
    <message>
        <source>stage outputs kept to the step&apos;s end (output_chunks)</source>
        <translation>bis zum Schrittende behaltene Stufenausgaben (output_chunks)</translation>
    </message>
    <message>
        <source>micro-batches x chunks sending on</source>
        <translation>Mikro-Batches x weitersendende Modellteile</translation>
    </message>
    <message>
        <source>buffers of micro-batches not in flight</source>
        <translation>Puffer nicht laufender Mikro-Batches</translation>
    </message>
    <message>
        <source>earlier micro-batches&apos; logits (output_chunks)</source>
        <translation>Logits früherer Mikro-Batches (output_chunks)</translation>
    </message>
    <message>
        <source>earlier micro-batches of the step</source>
        <translation>frühere Mikro-Batches des Schritts</translation>
    </message>
    <message>
        <source>tokens of a micro-batch</source>
        <translation>Tokens eines Mikro-Batches</translation>
    </message>
    <message>
        <source>logits kept to the step&apos;s end</source>
        <translation>bis zum Schrittende behaltene Logits</translation>
    </message>
    <message>
        <source>this micro-batch&apos;s logits</source>
        <translation>Logits dieses Mikro-Batches</translation>
    </message>
    <message>
        <source>earlier micro-batches&apos; logits</source>
        <translation>Logits früherer Mikro-Batches</translation>
    </message>
    <message>
        <source>gathered root unit (embeddings, norm, output layer)</source>
        <translation>gesammelte Wurzeleinheit (Einbettungen, Norm, Ausgabeschicht)</translation>
    </message>
    <message>
        <source>share of the root unit on this GPU</source>
        <translation>Anteil der Wurzeleinheit auf dieser GPU</translation>
    </message>
    <message>
        <source>gathered parameters</source>
        <translation>gesammelte Parameter</translation>
    </message>
    <message>
        <source>second stage, interleaved: (2 (p - 2) + (v - 1) p + 1) / v chunks&apos; worth, per micro-batch in flight</source>
        <translation>zweite Stufe, verschachtelt: so viel wie (2 (p - 2) + (v - 1) p + 1) / v Modellteile, je Mikro-Batch in Bearbeitung</translation>
    </message>
    <message>
        <source>share of a middle pipeline stage</source>
        <translation>Anteil einer mittleren Pipeline-Stufe</translation>
    </message>
    <message>
        <source>first pipeline stage</source>
        <translation>erste Pipeline-Stufe</translation>
    </message>
    <message>
        <source>second pipeline stage</source>
        <translation>zweite Pipeline-Stufe</translation>
    </message>
    <message>
        <source>last pipeline stage</source>
        <translation>letzte Pipeline-Stufe</translation>
    </message>
    <message>
        <source>the only stage</source>
        <translation>die einzige Stufe</translation>
    </message>
    <message>
        <source>peak over the pipeline stages</source>
        <translation>Spitze über die Pipeline-Stufen</translation>
    </message>
    <message>
        <source>rotary embedding and q, k, v copies (Megatron-Core)</source>
        <translation>Rotary-Embedding und Kopien von q, k, v (Megatron-Core)</translation>
    </message>
    <message>
        <source>FLOPs per layer (rotary: 3 per q and k value and pass)</source>
        <translation>FLOPs pro Schicht (Rotary: 3 je Wert von q und k und Durchlauf)</translation>
    </message>
    <message>
        <source>bytes per layer (rotary on q and k, the value made contiguous, GQA&apos;s query reshaped, forward; rotary and the cat of dq, dk, dv, backward)</source>
        <translation>Bytes pro Schicht (Rotary auf q und k, der Value zusammenhängend gemacht, die Query von GQA umgeformt, Vorwärts; Rotary und das cat von dq, dk, dv, Rückwärts)</translation>
    </message>
    <message>
        <source>prefill instance step</source>
        <translation>Schritt der Prefill-Instanz</translation>
    </message>
    <message>
        <source>KV cache moved per GPU</source>
        <translation>pro GPU übertragener KV-Cache</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>KV bytes per token on the busier GPU</source>
        <translation>KV-Bytes pro Token auf der stärker belasteten GPU</translation>
    </message>
    <message>
        <source>KV cache transfer</source>
        <translation>Übertragung des KV-Cache</translation>
    </message>
    <message>
        <source>bytes over the link</source>
        <translation>Bytes über die Verbindung</translation>
    </message>
    <message>
        <source>link latency</source>
        <translation>Latenz der Verbindung</translation>
    </message>
    <message>
        <source>decode instance step</source>
        <translation>Schritt der Decode-Instanz</translation>
    </message>
    <message>
        <source>KV cache beside a draft model</source>
        <translation>KV-Cache neben einem Draft-Modell</translation>
    </message>
    <message>
        <source>KV cache of the model alone</source>
        <translation>KV-Cache des Modells allein</translation>
    </message>
    <message>
        <source>draft model&apos;s weights on this GPU</source>
        <translation>Gewichte des Draft-Modells auf dieser GPU</translation>
    </message>
    <message>
        <source>KV cache blocks shared with the draft</source>
        <translation>mit dem Draft-Modell geteilte KV-Cache-Blöcke</translation>
    </message>
    <message>
        <source>a block of both models&apos; keys and values</source>
        <translation>ein Block mit Keys und Values beider Modelle</translation>
    </message>
    <message>
        <source>draft model&apos;s decode steps</source>
        <translation>Decode-Schritte des Draft-Modells</translation>
    </message>
    <message>
        <source>one draft decode step at the batch</source>
        <translation>ein Decode-Schritt des Draft-Modells beim Batch</translation>
    </message>
    <message>
        <source>draft tokens (sequential steps)</source>
        <translation>Draft-Tokens (aufeinanderfolgende Schritte)</translation>
    </message>
    <message>
        <source>routed experts moved to other ranks&apos; GPUs</source>
        <translation>auf GPUs anderer Ranks verlagerte geroutete Experten</translation>
    </message>
    <message>
        <source>routed experts&apos; bytes on a pipeline stage</source>
        <translation>Bytes der gerouteten Experten auf einer Pipeline-Stufe</translation>
    </message>
    <message>
        <source>1 / tp - 1 / expert-parallel GPUs</source>
        <translation>1 / tp - 1 / expertenparallele GPUs</translation>
    </message>
    <message>
        <source>KV cache budget with the experts split</source>
        <translation>Budget für den KV-Cache bei aufgeteilten Experten</translation>
    </message>
    <message>
        <source>expert all-gathers and reduce-scatters</source>
        <translation>Experten-All-Gathers und -Reduce-Scatters</translation>
    </message>
    <message>
        <source>all ranks&apos; tokens gathered (ring share)</source>
        <translation>gesammelte Tokens aller Ranks (Ring-Anteil)</translation>
    </message>
    <message>
        <source>all-gathers and reduce-scatters (2 per MoE layer)</source>
        <translation>All-Gathers und Reduce-Scatters (2 pro MoE-Schicht)</translation>
    </message>
    <message>
        <source>expert dispatch and combine per step</source>
        <translation>Verteilen und Zusammenführen für die Experten pro Schritt</translation>
    </message>
    <message>
        <source>MoE layers</source>
        <translation>MoE-Schichten</translation>
    </message>
    <message>
        <source>dispatch (tokens × top_k × d_model, FP8) + combine (BF16), each latency + bytes</source>
        <translation>Verteilen (Tokens × top_k × d_model, FP8) + Zusammenführen (BF16), jeweils Latenz + Bytes</translation>
    </message>
    <message>
        <source>prompt step of a pass&apos;s arrivals</source>
        <translation>Prompt-Schritt der Ankünfte eines Durchlaufs</translation>
    </message>
    <message>
        <source>prompt steps weighted by their arrivals&apos; probability</source>
        <translation>Prompt-Schritte, gewichtet mit der Wahrscheinlichkeit ihrer Ankünfte</translation>
    </message>
    <message>
        <source>probability that a pass has any</source>
        <translation>Wahrscheinlichkeit, dass ein Durchlauf überhaupt Ankünfte hat</translation>
    </message>
    <message>
        <source>time per output token of the steps</source>
        <translation>Zeit pro Ausgabetoken der Schritte</translation>
    </message>
    <message>
        <source>steps to the end of the last pass, over the later tokens</source>
        <translation>Schritte bis zum Ende des letzten Durchlaufs, verteilt auf die späteren Tokens</translation>
    </message>
    <message>
        <source>KV bytes per token on the busier GPU, the draft&apos;s with them</source>
        <translation>KV-Bytes pro Token auf der stärker belasteten GPU, die des Draft-Modells eingeschlossen</translation>
    </message>
    <message>
        <source>wait for a decode slot</source>
        <translation>Warten auf einen Decode-Platz</translation>
    </message>
    <message>
        <source>decode instance&apos;s M/D/1 wait: load / (2 (1 - load)) / decode instance capacity</source>
        <translation>M/D/1-Wartezeit der Decode-Instanz: Last / (2 (1 - Last)) / Kapazität der Decode-Instanz</translation>
    </message>
    <message>
        <source>clients / the pools&apos; capacity</source>
        <translation>Clients / Kapazität der Pools</translation>
    </message>
    <message>
        <source>cycle at the capacity</source>
        <translation>Zyklus bei der Kapazität</translation>
    </message>
    <message>
        <source>draft model&apos;s prompt pass</source>
        <translation>Prompt-Durchlauf des Draft-Modells</translation>
    </message>
    <message>
        <source>draft model&apos;s step over the prompt tokens</source>
        <translation>Schritt des Draft-Modells über die Prompt-Tokens</translation>
    </message>
    <message>
        <source>compute slowed by the hidden sends</source>
        <translation>durch die verborgenen Sendungen verlangsamtes Rechnen</translation>
    </message>
    <message>
        <source>wait for the step in progress</source>
        <translation>Warten auf den laufenden Schritt</translation>
    </message>
    <message>
        <source>scheduling pass (scheduler_steps x engine step)</source>
        <translation>Planungsdurchlauf (scheduler_steps x Schritt der Engine)</translation>
    </message>
    <message>
        <source>vLLM on A100, H100 and RTX 4090</source>
        <translation>vLLM auf A100, H100 und RTX 4090</translation>
    </message>
    <message>
        <source>SGLang on A100 and H100</source>
        <translation>SGLang auf A100 und H100</translation>
    </message>
    <message>
        <source>TensorRT-LLM on A100, H100 and H200</source>
        <translation>TensorRT-LLM auf A100, H100 und H200</translation>
    </message>
    <message>
        <source>causal-mask buffers</source>
        <translation>Puffer der kausalen Maske</translation>
    </message>
    <message>
        <source>positions squared</source>
        <translation>Positionen zum Quadrat</translation>
    </message>
    <message>
        <source>weights and buffers</source>
        <translation>Gewichte und Puffer</translation>
    </message>
    <message>
        <source>every parameter&apos;s gradient</source>
        <translation>Gradient jedes Parameters</translation>
    </message>
    <message>
        <source>the embedding&apos;s backward</source>
        <translation>Rückwärtsdurchlauf der Einbettung</translation>
    </message>
    <message>
        <source>tensors of that size</source>
        <translation>Tensoren dieser Größe</translation>
    </message>
    <message>
        <source>saved at the first layer&apos;s backward</source>
        <translation>gespeichert beim Rückwärtsdurchlauf der ersten Schicht</translation>
    </message>
    <message>
        <source>the first layer&apos;s (or checkpoint&apos;s)</source>
        <translation>die der ersten Schicht (oder des Checkpoints)</translation>
    </message>
    <message>
        <source>layers or checkpoints</source>
        <translation>Schichten oder Checkpoints</translation>
    </message>
    <message>
        <source>causal mask (kept by the checkpoints)</source>
        <translation>kausale Maske (von den Checkpoints gehalten)</translation>
    </message>
    <message>
        <source>keys per token / micro-batch (one mask for the batch)</source>
        <translation>Schlüssel pro Token / Mikro-Batch (eine Maske für den Batch)</translation>
    </message>
    <message>
        <source>attention core&apos;s backward</source>
        <translation>Rückwärtsdurchlauf des Attention-Kerns</translation>
    </message>
    <message>
        <source>gradients of the probabilities and the scores</source>
        <translation>Gradienten der Wahrscheinlichkeiten und der Scores</translation>
    </message>
    <message>
        <source>2 × scores per token (heads × s)</source>
        <translation>2 × Scores pro Token (Köpfe × s)</translation>
    </message>
    <message>
        <source>tensors freed before it</source>
        <translation>vorher freigegebene Tensoren</translation>
    </message>
    <message>
        <source>backward of the first layer</source>
        <translation>Rückwärtsdurchlauf der ersten Schicht</translation>
    </message>
    <message>
        <source>activations and the attention&apos;s backward</source>
        <translation>Aktivierungen und Rückwärtsdurchlauf der Attention</translation>
    </message>
    <message>
        <source>gradients made so far</source>
        <translation>bisher erzeugte Gradienten</translation>
    </message>
    <message>
        <source>share made before the first layer&apos;s</source>
        <translation>Anteil vor dem der ersten Schicht erzeugt</translation>
    </message>
    <message>
        <source>forward of the first micro-batch&apos;s first chunk</source>
        <translation>Forward des ersten Chunks des ersten Micro-Batches</translation>
    </message>
    <message>
        <source>forward share (1 of 3 passes)</source>
        <translation>Anteil des Forwards (1 von 3 Durchläufen)</translation>
    </message>
    <message>
        <source>model chunks per stage</source>
        <translation>Modell-Chunks pro Stufe</translation>
    </message>
    <message>
        <source>gathers hidden by the forward</source>
        <translation>vom Forward verdeckte All-Gathers</translation>
    </message>
    <message>
        <source>all but the first bucket</source>
        <translation>alle Buckets außer dem ersten</translation>
    </message>
    <message>
        <source>later chunks&apos; gathers and the first chunk&apos;s forward</source>
        <translation>All-Gathers der späteren Chunks und Forward des ersten Chunks</translation>
    </message>
    <message>
        <source>attention unpadding and padding (copies)</source>
        <translation>Entfernen und Wiederherstellen des Paddings der Attention (Kopien)</translation>
    </message>
    <message>
        <source>collectives (one per unit, once per step: FSDP2 under torch.distributed.pipelining)</source>
        <translation>Kollektive (eine pro Einheit, einmal pro Schritt: FSDP2 unter torch.distributed.pipelining)</translation>
    </message>
    <message>
        <source>collectives (one per unit and micro-batch: ZeRO-3)</source>
        <translation>Kollektive (eine pro Einheit und Micro-Batch: ZeRO-3)</translation>
    </message>
    <message>
        <source>all-gathers (ZeRO-3 kept gathered: one per unit in the forward of each micro-batch)</source>
        <translation>All-Gathers (ZeRO-3 gesammelt behalten: eines pro Einheit im Forward jedes Micro-Batches)</translation>
    </message>
    <message>
        <source>all-gathers (ZeRO-3: one per unit in the forward and the backward of each micro-batch)</source>
        <translation>All-Gathers (ZeRO-3: eines pro Einheit im Forward und Backward jedes Micro-Batches)</translation>
    </message>
    <message>
        <source>layers recomputed (block)</source>
        <translation>neu berechnete Schichten (Block)</translation>
    </message>
    <message>
        <source>recomputed layers (v × min(N, layers per chunk))</source>
        <translation>neu berechnete Schichten (v × min(N, Schichten pro Modellteil))</translation>
    </message>
    <message>
        <source>layers kept whole</source>
        <translation>vollständig behaltene Schichten</translation>
    </message>
    <message>
        <source>layers not recomputed</source>
        <translation>nicht neu berechnete Schichten</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2, recomputed share of a forward)</source>
        <translation>Durchläufe (Forward, Backward ×2, neu berechneter Anteil eines Forward)</translation>
    </message>
    <message>
        <source>K, V chunks per layer (forward 1, backward 2, recompute 1, or f with block)</source>
        <translation>K-, V-Blöcke pro Schicht (Vorwärts 1, Rückwärts 2, Neuberechnung 1, oder f mit Block)</translation>
    </message>
    <message>
        <source>all-to-alls per layer (dispatch + combine, forward + backward; 6 with full recompute, 4 + 2 f with block)</source>
        <translation>All-to-alls pro Schicht (Verteilen + Zusammenführen, Vorwärts + Rückwärts; 6 mit voller Neuberechnung, 4 + 2 f mit Block)</translation>
    </message>
    <message>
        <source>collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or × 5 with SP under op-selective, + 1 for the LM head; × 2 with SP)</source>
        <translation>Kollektive pro Micro-Batch (Schichten × 4, oder × 6 mit voller Neuberechnung, × (4 + 2 f) mit Block, × 6 oder × 5 mit SP bei op-selektiv, + 1 für den LM-Head; × 2 mit SP)</translation>
    </message>
    <message>
        <source>collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or × 5 with SP under op-selective, + 2 for the embedding and the LM head; × 2 with SP)</source>
        <translation>Kollektive pro Micro-Batch (Schichten × 4, oder × 6 mit voller Neuberechnung, × (4 + 2 f) mit Block, × 6 oder × 5 mit SP bei op-selektiv, + 2 für Embedding und LM-Head; × 2 mit SP)</translation>
    </message>
    <message>
        <source>all-to-alls of one pass</source>
        <translation>All-to-alls eines Durchlaufs</translation>
    </message>
    <message>
        <source>Q, K, V and output of this rank&apos;s tokens (b s/cp / t)</source>
        <translation>Q, K, V und Ausgabe der Tokens dieses Rangs (b s/cp / t)</translation>
    </message>
    <message>
        <source>share sent to the other ranks ((cp - 1) / cp)</source>
        <translation>an die anderen Ränge gesendeter Anteil ((cp - 1) / cp)</translation>
    </message>
    <message>
        <source>context-parallel all-to-alls per micro-batch</source>
        <translation>Kontextparallele All-to-alls pro Mikro-Batch</translation>
    </message>
    <message>
        <source>passes per layer (forward 1, backward 1, recompute 1, or f with block)</source>
        <translation>Durchläufe pro Schicht (Vorwärts 1, Rückwärts 1, Neuberechnung 1 oder f bei block)</translation>
    </message>
    <message>
        <source>latency of the four all-to-alls (Q, K, V in, output out)</source>
        <translation>Latenz der vier All-to-alls (Q, K, V hin, Ausgabe zurück)</translation>
    </message>
    <message>
        <source>2 cp (every rank&apos;s K, V and their gradients)</source>
        <translation>2 cp (K, V jedes Rangs und ihre Gradienten)</translation>
    </message>
    <message>
        <source>K, V received and sent on (2 x this rank&apos;s)</source>
        <translation>K, V empfangen und weitergesendet (2 x die dieses Rangs)</translation>
    </message>
    <message>
        <source>K, V all-gathered (cp x this rank&apos;s)</source>
        <translation>K, V per All-Gather gesammelt (cp x die dieses Rangs)</translation>
    </message>
    <message>
        <source>dK, dV in fp32: accumulator, sent and received (3 x)</source>
        <translation>dK, dV in fp32: Akkumulator, gesendet und empfangen (3 x)</translation>
    </message>
    <message>
        <source>dQ accumulator in fp32</source>
        <translation>dQ-Akkumulator in fp32</translation>
    </message>
    <message>
        <source>the layer&apos;s attention backward</source>
        <translation>Attention-Rückwärtspass der Schicht</translation>
    </message>
    <message>
        <source>context parallelism&apos;s buffers</source>
        <translation>Puffer der Kontextparallelität</translation>
    </message>
    <message>
        <source>transfer beyond the attention beside it</source>
        <translation>Übertragung über die Attention daneben hinaus</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>Übertragung</translation>
    </message>
    <message>
        <source>one chunk&apos;s attention</source>
        <translation>Attention eines Abschnitts</translation>
    </message>
    <message>
        <source>waited for</source>
        <translation>gewartet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>all-gather of K and V</source>
        <translation>All-Gather von K und V</translation>
    </message>
    <message>
        <source>one K, V transfer</source>
        <translation>eine K-, V-Übertragung</translation>
    </message>
    <message>
        <source>one layer&apos;s passes</source>
        <translation>Durchläufe einer Schicht</translation>
    </message>
    <message>
        <source>forward passes (1, + recomputed forward)</source>
        <translation>Vorwärtsdurchläufe (1, + neu berechneter Vorwärtsdurchlauf)</translation>
    </message>
    <message>
        <source>one dK, dV transfer (fp32)</source>
        <translation>eine dK-, dV-Übertragung (fp32)</translation>
    </message>
    <message>
        <source>dK and dV of this rank&apos;s tokens in fp32</source>
        <translation>dK und dV der Tokens dieses Rangs in fp32</translation>
    </message>
    <message>
        <source>one chunk&apos;s forward attention</source>
        <translation>Vorwärts-Attention eines Abschnitts</translation>
    </message>
    <message>
        <source>attention core per micro-batch</source>
        <translation>Attention-Kern pro Mikro-Batch</translation>
    </message>
    <message>
        <source>forward passes, the backward as two</source>
        <translation>Vorwärtsdurchläufe, der Rückwärtspass als zwei</translation>
    </message>
    <message>
        <source>chunk steps (cp)</source>
        <translation>Abschnittsschritte (cp)</translation>
    </message>
    <message>
        <source>one chunk&apos;s backward attention</source>
        <translation>Rückwärts-Attention eines Abschnitts</translation>
    </message>
    <message>
        <source>backward over forward</source>
        <translation>Rückwärts- zu Vorwärtspass</translation>
    </message>
    <message>
        <source>context-parallel transfers per micro-batch</source>
        <translation>Übertragungen der Kontextparallelität pro Mikro-Batch</translation>
    </message>
    <message>
        <source>exposed context-parallel communication</source>
        <translation>sichtbare kontextparallele Kommunikation</translation>
    </message>
    <message>
        <source>float8 all-gathers of the layers</source>
        <translation>float8-All-Gathers der Schichten</translation>
    </message>
    <message>
        <source>16-bit collectives</source>
        <translation>16-Bit-Kollektive</translation>
    </message>
    <message>
        <source>bytes sent per float8 all-gather ((t-1)/t × b s h × 1 byte)</source>
        <translation>pro float8-All-Gather gesendete Bytes ((t-1)/t × b s h × 1 Byte)</translation>
    </message>
    <message>
        <source>all-gathers of the layers per micro-batch (inputs, again when recomputed; output gradients)</source>
        <translation>All-Gathers der Schichten pro Micro-Batch (Eingaben, erneut bei Neuberechnung; Ausgabegradienten)</translation>
    </message>
    <message>
        <source>reduce-scatters, and the embedding&apos;s and the LM head&apos;s collectives</source>
        <translation>Reduce-Scatters sowie die Kollektive der Einbettung und des LM-Kopfes</translation>
    </message>
    <message>
        <source>ring steps per pass (ring ranks - 1)</source>
        <translation>Ringschritte pro Durchgang (Ring-Ränge - 1)</translation>
    </message>
    <message>
        <source>share sent to the group&apos;s other ranks ((a2a - 1) / a2a)</source>
        <translation>an die anderen Ränge der Gruppe gesendeter Anteil ((a2a - 1) / a2a)</translation>
    </message>
    <message>
        <source>context-parallel all-to-alls and ring per micro-batch</source>
        <translation>Kontextparallele All-to-alls und Ring pro Micro-Batch</translation>
    </message>
    <message>
        <source>all-to-alls within the groups</source>
        <translation>All-to-alls innerhalb der Gruppen</translation>
    </message>
    <message>
        <source>ring across the groups</source>
        <translation>Ring über die Gruppen</translation>
    </message>
    <message>
        <source>bytes per layer (rowwise: write float8 row-major and a transposed 16-bit copy, read it, write float8 column-major)</source>
        <translation>Bytes pro Schicht (zeilenweise: float8 zeilenweise und eine transponierte 16-Bit-Kopie schreiben, sie lesen, float8 spaltenweise schreiben)</translation>
    </message>
    <message>
        <source>float8 weight casts (torchao, rowwise)</source>
        <translation>float8-Gewichtsumwandlungen (torchao, zeilenweise)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scale and amax: 2 per value, each cast)</source>
        <translation>FLOPs pro Schicht (Skalierung und amax: 2 pro Wert, je Umwandlung)</translation>
    </message>
    <message>
        <source>bytes per layer (each forward: read 16 bits, write float8; the backward: transpose in 16 bits, read, write float8)</source>
        <translation>Bytes pro Schicht (jeder Forward-Pass: 16 Bit lesen, float8 schreiben; der Backward-Pass: in 16 Bit transponieren, lesen, float8 schreiben)</translation>
    </message>
    <message>
        <source>published Megatron-Core runs on B200/GB200</source>
        <translation>veröffentlichte Megatron-Core-Läufe auf B200/GB200</translation>
    </message>
    <message>
        <source>interleaved schedule, combined 1F1B&apos;s extra warm-up chunk (1 + p / (p v))</source>
        <translation>verschachtelter Ablauf, zusätzlicher Warm-up-Chunk des kombinierten 1F1B (1 + p / (p v))</translation>
    </message>
    <message>
        <source>scores 2 s D q (packed documents of D tokens)</source>
        <translation>Scores 2 s D q (gepackte Dokumente zu D Tokens)</translation>
    </message>
    <message>
        <source>softmax 3 a s D</source>
        <translation>Softmax 3 a s D</translation>
    </message>
    <message>
        <source>scores × V 2 s D v</source>
        <translation>Scores × V 2 s D v</translation>
    </message>
    <message>
        <source>share of chunks run unpaired (warm-up, cool-down)</source>
        <translation>Anteil der ungepaart laufenden Chunks (Warm-up, Cool-down)</translation>
    </message>
    <message>
        <source>all-to-all of the unpaired chunks</source>
        <translation>All-to-all der ungepaarten Chunks</translation>
    </message>
    <message>
        <source>paired all-to-all beyond the compute beside it</source>
        <translation>gepaartes All-to-all über die Rechenzeit daneben hinaus</translation>
    </message>
    <message>
        <source>share of chunks run in pairs</source>
        <translation>Anteil der gepaart laufenden Chunks</translation>
    </message>
    <message>
        <source>exposed expert all-to-all (combined 1F1B)</source>
        <translation>sichtbares Experten-All-to-all (kombiniertes 1F1B)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores, softmax, × V; each query within its packed document)</source>
        <translation>FLOPs pro Schicht (Scores, Softmax, × V; jede Abfrage innerhalb ihres gepackten Dokuments)</translation>
    </message>
    <message>
        <source>published Megatron-Core mixture-of-experts runs on H100</source>
        <translation>veröffentlichte Megatron-Core-Läufe mit Mixture of Experts auf H100</translation>
    </message>
    <message>
        <source>q and k norm inputs</source>
        <translation>Eingaben der q- und k-Normen</translation>
    </message>
    <message>
        <source>widths q + kv</source>
        <translation>Breiten q + kv</translation>
    </message>
    <message>
        <source>q and k norm 1/rms</source>
        <translation>1/rms der q- und k-Normen</translation>
    </message>
    <message>
        <source>query and key heads</source>
        <translation>Query- und Key-Köpfe</translation>
    </message>
    <message>
        <source>q and k norm inputs (outputs recomputed)</source>
        <translation>Eingaben der q- und k-Normen (Ausgaben neu berechnet)</translation>
    </message>
    <message>
        <source>q and k norm statistics in fp32</source>
        <translation>Statistiken der q- und k-Normen in fp32</translation>
    </message>
    <message>
        <source>q and k norm inputs in fp32</source>
        <translation>Eingaben der q- und k-Normen in fp32</translation>
    </message>
    <message>
        <source>q and k norm squares in fp32</source>
        <translation>Quadrate der q- und k-Normen in fp32</translation>
    </message>
    <message>
        <source>q and k norm outputs</source>
        <translation>Ausgaben der q- und k-Normen</translation>
    </message>
    <message>
        <source>d_model × distinct norm inputs</source>
        <translation>d_model × verschiedene Norm-Eingaben</translation>
    </message>
    <message>
        <source>d_model × norms</source>
        <translation>d_model × Normen</translation>
    </message>
    <message>
        <source>norm inputs (outputs recomputed)</source>
        <translation>Norm-Eingaben (Ausgaben neu berechnet)</translation>
    </message>
    <message>
        <source>norm statistics in fp32</source>
        <translation>Norm-Statistiken in fp32</translation>
    </message>
    <message>
        <source>RMSNorm inputs in fp32</source>
        <translation>RMSNorm-Eingaben in fp32</translation>
    </message>
    <message>
        <source>RMSNorm squares in fp32</source>
        <translation>RMSNorm-Quadrate in fp32</translation>
    </message>
    <message>
        <source>RMSNorm outputs</source>
        <translation>RMSNorm-Ausgaben</translation>
    </message>
    <message>
        <source>RMSNorm 1/rms</source>
        <translation>RMSNorm 1/rms</translation>
    </message>
    <message>
        <source>LayerNorm inputs</source>
        <translation>LayerNorm-Eingaben</translation>
    </message>
    <message>
        <source>LayerNorm mean and 1/std</source>
        <translation>LayerNorm-Mittelwert und 1/std</translation>
    </message>
    <message>
        <source>MLP output (ReLU output, down projection input)</source>
        <translation>MLP-Ausgabe (ReLU-Ausgabe, Eingabe der Down-Projektion)</translation>
    </message>
    <message>
        <source>ReLU</source>
        <translation>ReLU</translation>
    </message>
    <message>
        <source>capped scores (tanh output)</source>
        <translation>gekappte Scores (tanh-Ausgabe)</translation>
    </message>
    <message>
        <source>the logit cap&apos;s tanh output</source>
        <translation>tanh-Ausgabe der Logit-Kappung</translation>
    </message>
    <message>
        <source>loss buffers with the logit cap</source>
        <translation>Loss-Puffer mit der Logit-Kappung</translation>
    </message>
    <message>
        <source>loss buffers with the logit cap (backward)</source>
        <translation>Loss-Puffer mit der Logit-Kappung (Rückwärtsdurchlauf)</translation>
    </message>
</context>
<context>
    <name>rooflab::ExplainPopup</name>
    <message>
        <source>No derivation for this figure.</source>
        <translation>Keine Herleitung für diesen Wert.</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Quellen:</translation>
    </message>
</context>
<context>
    <name>rooflab::Explainer</name>
    <message>
        <source>RoofLab formulas</source>
        <translation>RoofLab-Formeln</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>speichergebunden</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>rechengebunden</translation>
    </message>
    <message>
        <source>The %1 ceiling: %2 dense</source>
        <translation>Die %1-Decke: %2 dicht</translation>
    </message>
    <message>
        <source>The memory roof: %1 x arithmetic intensity, up to the ridge</source>
        <translation>Das Speicherdach: %1 x arithmetische Intensität, bis zum Knickpunkt</translation>
    </message>
</context>
<context>
    <name>rooflab::FileComparison</name>
    <message>
        <source>Compare with File</source>
        <translation>Mit Datei vergleichen</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json);;All files (*)</source>
        <translation>RoofLab-Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
</context>
<context>
    <name>rooflab::FinetuneControls</name>
    <message>
        <source>full (every parameter)</source>
        <translation>voll (jeder Parameter)</translation>
    </message>
    <message>
        <source>LoRA (frozen base)</source>
        <translation>LoRA (eingefrorene Basis)</translation>
    </message>
    <message>
        <source>QLoRA (4-bit frozen base)</source>
        <translation>QLoRA (eingefrorene 4-Bit-Basis)</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>alle linearen Schichten</translation>
    </message>
    <message>
        <source>attention (q, k, v, o)</source>
        <translation>Attention (q, k, v, o)</translation>
    </message>
    <message>
        <source>q and v</source>
        <translation>q und v</translation>
    </message>
    <message>
        <source>default for the method</source>
        <translation>Standard der Methode</translation>
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
        <translation>int8 (LLM.int8)</translation>
    </message>
    <message>
        <source>NF4 (4-bit)</source>
        <translation>NF4 (4 Bit)</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Feinabstimmung</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Full fine-tuning trains every parameter. LoRA freezes the model and trains small rank-r adapters beside its matrices: no gradients or optimizer states for the base, and frozen layers save less for the backward. QLoRA also stores the frozen matrices in 4-bit NF4. At long sequences the activations dominate and LoRA saves less than the rule-of-thumb tables say.</source>
        <translation>Volle Feinabstimmung trainiert jeden Parameter. LoRA friert das Modell ein und trainiert kleine Adapter mit Rang r neben seinen Matrizen: keine Gradienten oder Optimiererzustände für die Basis, und eingefrorene Schichten speichern weniger für den Rückwärtsdurchlauf. QLoRA speichert die eingefrorenen Matrizen zudem in 4-Bit-NF4. Bei langen Sequenzen dominieren die Aktivierungen, und LoRA spart weniger, als Faustregel-Tabellen angeben.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>LoRA rank r</source>
        <translation>LoRA-Rang r</translation>
    </message>
    <message>
        <source>Each adapted in x out matrix gets r x (in + out) trainable parameters (peft&apos;s lora_A and lora_B), kept in fp32 with their gradients and optimizer states.</source>
        <translation>Jede adaptierte Matrix (Eingang x Ausgang) erhält r x (Eingang + Ausgang) trainierbare Parameter (peft&apos;s lora_A und lora_B), in fp32 gehalten, samt Gradienten und Optimiererzuständen.</translation>
    </message>
    <message>
        <source>Adapted</source>
        <translation>Adaptiert</translation>
    </message>
    <message>
        <source>Which matrices get adapters (peft&apos;s target_modules). The frozen ones keep no input for the backward; each adapter keeps its input, cast to fp32.</source>
        <translation>Welche Matrizen Adapter erhalten (peft&apos;s target_modules). Die eingefrorenen behalten keine Eingabe für den Rückwärtsdurchlauf; jeder Adapter behält seine Eingabe, nach fp32 umgewandelt.</translation>
    </message>
    <message>
        <source>Frozen base</source>
        <translation>Eingefrorene Basis</translation>
    </message>
    <message>
        <source>Storage of the frozen layer matrices: 16-bit, LLM.int8 (1 byte and a scale per row) or NF4 (4 bits, blocks of 64 with quantised scales: 4.127 bits per value). Embeddings, norms and the head stay in 16 bits (fp32 after QLoRA&apos;s prepare_model_for_kbit_training).</source>
        <translation>Speicherung der eingefrorenen Schichtmatrizen: 16 Bit, LLM.int8 (1 Byte und ein Skalenfaktor pro Zeile) oder NF4 (4 Bit, Blöcke zu 64 mit quantisierten Skalen: 4,127 Bit pro Wert). Einbettungen, Normen und der Kopf bleiben in 16 Bit (fp32 nach QLoRA&apos;s prepare_model_for_kbit_training).</translation>
    </message>
    <message>
        <source>Sized by a data set</source>
        <translation>Nach Datensatz bemessen</translation>
    </message>
    <message>
        <source>The run trains examples x tokens per example x epochs tokens, in place of the training tokens D under Run and cost. Starts from Stanford Alpaca&apos;s fine-tune: 52,002 examples, at most 512 tokens each, 3 epochs.</source>
        <translation>Der Lauf trainiert Beispiele x Token je Beispiel x Epochen Token, statt der Trainings-Token D unter Lauf und Kosten. Beginnt mit dem Fine-Tuning von Stanford Alpaca: 52.002 Beispiele, höchstens 512 Token je Beispiel, 3 Epochen.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Examples (sequences) in the data set.</source>
        <translation>Beispiele (Sequenzen) im Datensatz.</translation>
    </message>
    <message>
        <source>Tokens per example</source>
        <translation>Token je Beispiel</translation>
    </message>
    <message>
        <source>Tokens each example trains on: the mean length when examples are packed into sequences, the padded length when they are not.</source>
        <translation>Token, mit denen jedes Beispiel trainiert: die mittlere Länge, wenn Beispiele in Sequenzen gepackt werden, sonst die aufgefüllte Länge.</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>Passes over the data set.</source>
        <translation>Durchläufe über den Datensatz.</translation>
    </message>
    <message>
        <source>Trained tokens</source>
        <translation>Trainierte Token</translation>
    </message>
    <message>
        <source>Examples x tokens per example x epochs: D of the run.</source>
        <translation>Beispiele x Token je Beispiel x Epochen: D des Laufs.</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>not sized: Run and cost&apos;s training tokens</source>
        <translation>nicht bemessen: Trainings-Token unter Lauf und Kosten</translation>
    </message>
</context>
<context>
    <name>rooflab::FormulaView</name>
    <message>
        <source>Training memory per GPU</source>
        <translation>Trainingsspeicher pro GPU</translation>
    </message>
    <message>
        <source>Fit answers</source>
        <translation>Was passt</translation>
    </message>
    <message>
        <source>Inference memory per GPU</source>
        <translation>Inferenzspeicher pro GPU</translation>
    </message>
    <message>
        <source>FLOPs, time and cost</source>
        <translation>FLOPs, Zeit und Kosten</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Every formula behind the numbers, as the code evaluates it: a product (×, ÷), a sum (+) or the larger or smaller of two values. Click a bar, a point or a figure to see one with today&apos;s values.</source>
        <translation>Jede Formel hinter den Zahlen, so wie der Code sie auswertet: ein Produkt (×, ÷), eine Summe (+) oder der größere bzw. kleinere von zwei Werten. Klicken Sie auf einen Balken, einen Punkt oder einen Wert, um eine Formel mit den aktuellen Werten zu sehen.</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Serving: TTFT, TPOT and throughput</source>
        <translation>Serving: TTFT, TPOT und Durchsatz</translation>
    </message>
</context>
<context>
    <name>rooflab::GpuDaysChart</name>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Fewest GPUs for the time</source>
        <translation>Wenigste GPUs für die Dauer</translation>
    </message>
    <message>
        <source>Search a GPU range to see GPUs against days here</source>
        <translation>Einen GPU-Bereich durchsuchen, um hier GPUs gegen Tage zu sehen</translation>
    </message>
    <message numerus="yes">
        <source>GPUs against days, %n layout(s)</source>
        <translation>
            <numerusform>GPUs gegen Tage, %n Layout</numerusform>
            <numerusform>GPUs gegen Tage, %n Layouts</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Days per trillion tokens</source>
        <translation>Tage pro Billion Token</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Trainingstage</translation>
    </message>
</context>
<context>
    <name>rooflab::GpuPanel</name>
    <message>
        <source>Looking for a CUDA device…</source>
        <translation>Suche nach einem CUDA-Gerät…</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>GPU device information</source>
        <translation>Informationen zum GPU-Gerät</translation>
    </message>
    <message>
        <source>GPU status message</source>
        <translation>GPU-Statusmeldung</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>Messreihe:</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>Quick: a few square and transformer GEMMs, STREAM and every other intensity step (minutes). Full: a fine size sweep, fp16 too, every intensity step and longer timing.</source>
        <translation>Schnell: einige quadratische und Transformer-GEMMs, STREAM und jeder zweite Intensitätsschritt (Minuten). Vollständig: feine Größenreihe, zusätzlich fp16, jeder Intensitätsschritt und längere Zeitmessung.</translation>
    </message>
    <message>
        <source>Sweep preset</source>
        <translation>Voreinstellung der Messreihe</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Measure GEMM throughput, STREAM bandwidth and the intensity sweep on this GPU. Other work on the GPU distorts the results.</source>
        <translation>GEMM-Durchsatz, STREAM-Bandbreite und die Intensitätsreihe auf dieser GPU messen. Andere Last auf der GPU verfälscht die Ergebnisse.</translation>
    </message>
    <message>
        <source>Start the GPU sweep</source>
        <translation>GPU-Messreihe starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the sweep after the point being measured; the points measured so far are kept.</source>
        <translation>Die Messreihe nach dem gerade gemessenen Punkt anhalten; die bisher gemessenen Punkte bleiben erhalten.</translation>
    </message>
    <message>
        <source>Cancel the GPU sweep</source>
        <translation>GPU-Messreihe abbrechen</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Points measured and the estimated time left</source>
        <translation>Gemessene Punkte und geschätzte Restzeit</translation>
    </message>
    <message>
        <source>Sweep progress</source>
        <translation>Fortschritt der Messreihe</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Median-Zeit</translation>
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
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>GEMM: M × N × K; STREAM and intensity: kernel and elements per array</source>
        <translation>GEMM: M × N × K; STREAM und Intensität: Kernel und Elemente pro Array</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs per byte moved</source>
        <translation>Arithmetische Intensität: FLOPs pro bewegtem Byte</translation>
    </message>
    <message>
        <source>One row per measured point; failed points are red and not drawn on the roofline</source>
        <translation>Eine Zeile pro gemessenem Punkt; fehlgeschlagene Punkte sind rot und werden nicht in die Roofline eingezeichnet</translation>
    </message>
    <message>
        <source>GPU measurement results</source>
        <translation>GPU-Messergebnisse</translation>
    </message>
    <message>
        <source>Load results…</source>
        <translation>Ergebnisse laden…</translation>
    </message>
    <message>
        <source>Show rooflab-bench results files (JSON) of this or other machines on the roofline, each as its own source</source>
        <translation>Ergebnisdateien von rooflab-bench (JSON) dieses oder anderer Rechner in der Roofline anzeigen, jede als eigene Quelle</translation>
    </message>
    <message>
        <source>Load results files</source>
        <translation>Ergebnisdateien laden</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Ergebnisse exportieren…</translation>
    </message>
    <message>
        <source>Save the last sweep as JSON (loadable here and by rooflab-bench tools) or CSV</source>
        <translation>Die letzte Messreihe als JSON (hier und von rooflab-bench-Werkzeugen ladbar) oder CSV speichern</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>Loaded results files</source>
        <translation>Geladene Ergebnisdateien</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), about %1</source>
        <translation>
            <numerusform>%n Punkt, etwa %1</numerusform>
            <numerusform>%n Punkte, etwa %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Includes the GEMMs of the current scenario&apos;s layer.</source>
        <translation>Enthält die GEMMs der Schicht des aktuellen Szenarios.</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Compute Capability</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SMs</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>SM-Takt</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>Speichertakt</translation>
    </message>
    <message>
        <source>Bus width</source>
        <translation>Busbreite</translation>
    </message>
    <message>
        <source>%1 bit</source>
        <translation>%1 Bit</translation>
    </message>
    <message>
        <source>Theoretical bandwidth</source>
        <translation>Theoretische Bandbreite</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>L2-Cache</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Driver / runtime</source>
        <translation>Treiber / Runtime</translation>
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
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Hardware database</source>
        <translation>Hardware-Datenbank</translation>
    </message>
    <message>
        <source>no match in gpus.json</source>
        <translation>kein Treffer in gpus.json</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>about %1 min %2 s left</source>
        <translation>noch etwa %1 min %2 s</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 von %2 Punkten</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n point(s)</source>
        <translation>
            <numerusform>Abgebrochen nach %n Punkt</numerusform>
            <numerusform>Abgebrochen nach %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s)</source>
        <translation>
            <numerusform>Fertig: %n Punkt</numerusform>
            <numerusform>Fertig: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n fehlgeschlagen</numerusform>
            <numerusform>, %n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, n=%2</source>
        <translation>%1, n=%2</translation>
    </message>
    <message>
        <source>fma=%1, n=%2</source>
        <translation>fma=%1, n=%2</translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation>ja (%1)</translation>
    </message>
    <message>
        <source>FAILED (%1)</source>
        <translation>FEHLGESCHLAGEN (%1)</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>Nicht gemessen: %1</translation>
    </message>
    <message>
        <source>The result differs from the CPU reference beyond the tolerance: not drawn and not counted in the ceilings</source>
        <translation>Das Ergebnis weicht stärker als die Toleranz von der CPU-Referenz ab: nicht eingezeichnet und nicht in die Obergrenzen eingerechnet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n point(s)</source>
        <translation>
            <numerusform>%1 (%n Punkt</numerusform>
            <numerusform>%1 (%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>Geladen: %1</translation>
    </message>
    <message>
        <source>Load GPU results</source>
        <translation>GPU-Ergebnisse laden</translation>
    </message>
    <message>
        <source>RoofLab bench results (*.json);;All files (*)</source>
        <translation>RoofLab-Bench-Ergebnisse (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not load results</source>
        <translation>Ergebnisse konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>These files could not be loaded:

%1</source>
        <translation>Diese Dateien konnten nicht geladen werden:

%1</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>Es gibt noch keine Ergebnisse zum Exportieren.</translation>
    </message>
    <message>
        <source>Export GPU results</source>
        <translation>GPU-Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export results</source>
        <translation>Ergebnisse konnten nicht exportiert werden</translation>
    </message>
    <message>
        <source>this build of RoofLab has no CUDA support (configured with ROOFLAB_CUDA=OFF or without nvcc)</source>
        <translation>dieser Build von RoofLab hat keine CUDA-Unterstützung (konfiguriert mit ROOFLAB_CUDA=OFF oder ohne nvcc)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take loaded results files off the roofline</source>
        <translation>Geladene Ergebnisdateien aus dem Roofline-Diagramm nehmen</translation>
    </message>
    <message>
        <source>Remove all loaded files</source>
        <translation>Alle geladenen Dateien entfernen</translation>
    </message>
    <message>
        <source>These results were measured on %1; the scenario&apos;s GPU is %2: they say nothing of it.</source>
        <translation>Diese Ergebnisse wurden auf %1 gemessen; die GPU des Szenarios ist %2: über sie sagen sie nichts.</translation>
    </message>
    <message>
        <source>another GPU</source>
        <translation>eine andere GPU</translation>
    </message>
    <message>
        <source>Switch the scenario to the %1</source>
        <translation>Szenario auf %1 umstellen</translation>
    </message>
    <message>
        <source>The scenario&apos;s GPU becomes the one these results were measured on (undoable)</source>
        <translation>Die GPU des Szenarios wird die, auf der diese Ergebnisse gemessen wurden (rückgängig zu machen)</translation>
    </message>
    <message>
        <source>Keep the scenario&apos;s GPU</source>
        <translation>GPU des Szenarios behalten</translation>
    </message>
</context>
<context>
    <name>rooflab::HardwareControls</name>
    <message>
        <source>0 - DDP, all replicated</source>
        <translation>0 - DDP, alles repliziert</translation>
    </message>
    <message>
        <source>1 - shard optimizer states</source>
        <translation>1 - Optimizer-Zustände verteilen</translation>
    </message>
    <message>
        <source>2 - + gradients</source>
        <translation>2 - + Gradienten</translation>
    </message>
    <message>
        <source>3 - + weights (FSDP)</source>
        <translation>3 - + Gewichte (FSDP)</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>Hardware und Parallelisierung</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The accelerator: its memory is the capacity line of the memory chart, its bandwidth and peak FLOP/s draw the roofline.</source>
        <translation>Der Beschleuniger: Sein Speicher ist die Kapazitätslinie des Speicherdiagramms, seine Bandbreite und seine FLOP/s-Spitzenleistung bilden die Roofline.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>ZeRO (Rajbhandari et al. 2020) shards training state over the data-parallel GPUs: stage 1 the optimizer states, stage 2 also the gradients, stage 3 (FSDP) also the weights.</source>
        <translation>ZeRO (Rajbhandari et al. 2020) verteilt den Trainingszustand auf die datenparallelen GPUs: Stufe 1 die Optimizer-Zustände, Stufe 2 zusätzlich die Gradienten, Stufe 3 (FSDP) zusätzlich die Gewichte.</translation>
    </message>
    <message>
        <source>Model parallel</source>
        <translation>Modellparallelität</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Tensor parallelism (Megatron-LM) splits every layer&apos;s matrices over this many GPUs: weights and most activations divide by it.</source>
        <translation>Tensor-Parallelität (Megatron-LM) teilt die Matrizen jeder Schicht auf so viele GPUs auf: Gewichte und die meisten Aktivierungen werden durch diese Zahl geteilt.</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline parallelism splits the layers into this many stages, one per GPU group.</source>
        <translation>Pipeline-Parallelität teilt die Schichten in so viele Stufen auf, eine pro GPU-Gruppe.</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Virtuelle Stufen</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>Virtuelle Pipeline-Stufen</translation>
    </message>
    <message>
        <source>Interleaved 1F1B (Narayanan et al. 2021): each pipeline stage holds this many model chunks, which divides the pipeline bubble by the same factor for that many more pipeline sends.</source>
        <translation>Verschachteltes 1F1B (Narayanan et al. 2021): jede Pipeline-Stufe hält so viele Modellteile; das teilt die Pipeline-Blase durch denselben Faktor, bei entsprechend mehr Pipeline-Sendungen.</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequenzparallelität</translation>
    </message>
    <message>
        <source>With tensor parallelism, also split the norm and dropout activations along the sequence (Korthikanti et al. 2022).</source>
        <translation>Bei Tensor-Parallelität zusätzlich die Norm- und Dropout-Aktivierungen entlang der Sequenz aufteilen (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Custom: %1...</source>
        <translation>Eigene: %1...</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>Eigene...</translation>
    </message>
    <message>
        <source>Runtime memory</source>
        <translation>Laufzeitspeicher</translation>
    </message>
    <message>
        <source>Set:</source>
        <translation>Festlegen:</translation>
    </message>
    <message>
        <source>Set the runtime memory by hand</source>
        <translation>Laufzeitspeicher von Hand festlegen</translation>
    </message>
    <message>
        <source>Off: itemised per GPU - the CUDA context, cuBLAS workspaces, NCCL buffers of each communicator this layout creates, and the caching allocator&apos;s reserve (8.5 % of the tensors, the median of 16 measured H100 steps). On: one figure replaces them.</source>
        <translation>Aus: pro GPU aufgeschlüsselt – der CUDA-Kontext, die cuBLAS-Arbeitsspeicher, die NCCL-Puffer jedes Kommunikators, den diese Aufteilung anlegt, und die Reserve des Caching-Allokators (8,5 % der Tensoren, der Median von 16 gemessenen H100-Schritten). An: ein einziger Wert ersetzt sie.</translation>
    </message>
    <message>
        <source>Runtime memory per GPU</source>
        <translation>Laufzeitspeicher pro GPU</translation>
    </message>
    <message>
        <source>Replaces the itemised CUDA, cuBLAS, NCCL and allocator memory with this figure.</source>
        <translation>Ersetzt den aufgeschlüsselten CUDA-, cuBLAS-, NCCL- und Allokator-Speicher durch diesen Wert.</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expertenparallel</translation>
    </message>
    <message>
        <source>Expert parallelism (Megatron-Core) splits the routed experts over this many GPUs; each token&apos;s hidden state travels to its experts&apos; GPUs and back (an all-to-all per MoE layer and pass).</source>
        <translation>Expertenparallelität (Megatron-Core) verteilt die gerouteten Experten auf so viele GPUs; der Hidden State jedes Tokens reist zu den GPUs seiner Experten und zurück (ein All-to-all pro MoE-Schicht und Durchlauf).</translation>
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
        <translation>Experten-Tensorparallel</translation>
    </message>
    <message>
        <source>Splits each expert&apos;s matrices over this many GPUs (Megatron&apos;s default: the tensor-parallel degree). The experts&apos; optimizer states are sharded over the GPUs left: GPUs per stage / (EP x ETP).</source>
        <translation>Teilt die Matrizen jedes Experten auf so viele GPUs (Megatrons Vorgabe: der Tensorparallel-Grad). Die Optimiererzustände der Experten werden über die übrigen GPUs verteilt: GPUs pro Stufe / (EP x ETP).</translation>
    </message>
    <message>
        <source>Expert load</source>
        <translation>Expertenlast</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>Experten-Kapazitätsfaktor</translation>
    </message>
    <message>
        <source>Tokens the busiest expert GPU receives, as a multiple of the balanced share: its routed activations and expert compute grow with it. Megatron&apos;s --moe-expert-capacity-factor caps it there by dropping tokens; dropless training sees the router&apos;s own imbalance.</source>
        <translation>Tokens, die die meistbelastete Experten-GPU erhält, als Vielfaches des ausgeglichenen Anteils: ihre gerouteten Aktivierungen und Expertenrechnungen wachsen damit. Megatrons --moe-expert-capacity-factor begrenzt das durch Verwerfen von Tokens; Training ohne Verwerfen sieht die Unwucht des Routers selbst.</translation>
    </message>
    <message>
        <source>x </source>
        <translation>x </translation>
    </message>
    <message>
        <source>Total GPUs = data parallel x tensor parallel x pipeline parallel x context parallel. With ZeRO the sharded parts shrink with the data-parallel size.</source>
        <translation>GPUs gesamt = Datenparallel x Tensorparallel x Pipelineparallel x Kontextparallel. Mit ZeRO schrumpfen die geshardeten Teile mit der Datenparallel-Größe.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontextparallel</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Ausgeglichen</translation>
    </message>
    <message>
        <source>Load-balanced split</source>
        <translation>Lastausgeglichene Aufteilung</translation>
    </message>
    <message>
        <source>On: each GPU takes two of 2 x CP chunks, one early and one late, so causal attention&apos;s work is even (Megatron&apos;s split). Off: contiguous chunks, and the last GPU, whose queries see every key, sets the pace.</source>
        <translation>An: jede GPU nimmt zwei von 2 x CP Blöcken, einen frühen und einen späten, sodass die Arbeit der kausalen Attention gleich verteilt ist (Megatrons Aufteilung). Aus: zusammenhängende Blöcke, und die letzte GPU, deren Queries jeden Key sehen, bestimmt das Tempo.</translation>
    </message>
    <message>
        <source>default (not with pipeline parallelism)</source>
        <translation>Standard (ohne Pipeline-Parallelität)</translation>
    </message>
    <message>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <source>never (keep gathered)</source>
        <translation>nie (gesammelt lassen)</translation>
    </message>
    <message>
        <source>Reshard after forward</source>
        <translation>Reshard nach Forward</translation>
    </message>
    <message>
        <source>ZeRO-3/FSDP2&apos;s reshard_after_forward, as torchtitan sets it: free each layer&apos;s gathered weights after its forward and gather them again for the backward (default, except under pipeline parallelism), or keep them until the backward: more memory, half the all-gathers.</source>
        <translation>reshard_after_forward von ZeRO-3/FSDP2, wie torchtitan es setzt: die gesammelten Gewichte jeder Schicht nach ihrem Forward freigeben und für den Backward erneut sammeln (Standard, außer bei Pipeline-Parallelität), oder sie bis zum Backward behalten: mehr Speicher, halb so viele All-Gathers.</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>TP-Kommunikation überlappen</translation>
    </message>
    <message>
        <source>Hide the tensor-parallel all-gathers and reduce-scatters behind the GEMMs beside them: Transformer Engine&apos;s userbuffers (Megatron-Core&apos;s tp_comm_overlap) or torchtitan&apos;s AsyncTP. Each hides up to its GEMM&apos;s time, less the chunk that cannot overlap; the SMs its kernels take slow the GEMM. Needs sequence parallelism; off by default in both.</source>
        <translation>Die tensorparallelen All-Gathers und Reduce-Scatters hinter den benachbarten GEMMs verdecken: die userbuffers von Transformer Engine (tp_comm_overlap von Megatron-Core) oder AsyncTP von torchtitan. Jede Operation verdeckt höchstens die Zeit ihrer GEMM, abzüglich des Blocks, der nicht überlappen kann; die SMs, die ihre Kernels belegen, verlangsamen die GEMM. Erfordert Sequenzparallelität; in beiden standardmäßig aus.</translation>
    </message>
    <message>
        <source>1F1B (interleaved)</source>
        <translation>1F1B (verschachtelt)</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Zeitplan</translation>
    </message>
    <message>
        <source>1F1B (Megatron; interleaved with virtual stages) or DualPipe (DeepSeek-V3): micro-batches enter from both ends, each GPU holds two stages (twice the parameters, one more micro-batch in flight), the bubble shrinks to (p/2 - 1)(F&amp;B + B - 3W) and the expert all-to-all hides behind the other direction&apos;s compute. Needs an even PP and an even number of micro-batches, at least 2 x PP.</source>
        <translation>1F1B (Megatron; mit virtuellen Stufen verschachtelt) oder DualPipe (DeepSeek-V3): Mikro-Batches treten an beiden Enden ein, jede GPU hält zwei Stufen (doppelte Parameter, ein Mikro-Batch mehr in Bearbeitung), die Blase schrumpft auf (p/2 - 1)(F&amp;B + B - 3W) und das Experten-All-to-all verbirgt sich hinter der Rechnung der anderen Richtung. Braucht ein gerades PP und eine gerade Zahl von Mikro-Batches, mindestens 2 x PP.</translation>
    </message>
    <message>
        <source>the framework&apos;s (torchtitan: gathered)</source>
        <translation>wie das Framework (torchtitan: gesammelt)</translation>
    </message>
    <message>
        <source>sharded (gathered again)</source>
        <translation>geteilt (erneut gesammelt)</translation>
    </message>
    <message>
        <source>gathered (kept whole)</source>
        <translation>gesammelt (ganz behalten)</translation>
    </message>
    <message>
        <source>TP saved inputs</source>
        <translation>TP-gespeicherte Eingaben</translation>
    </message>
    <message>
        <source>What each column-parallel projection keeps of its input for the backward under tensor and sequence parallelism: the sequence-sharded copy, all-gathered again in the backward (Megatron, Korthikanti et al. 2022), or the whole gathered sequence, t times the memory (torchtitan&apos;s plan). PyTorch implementations&apos; dense layers only.</source>
        <translation>Was jede spaltenparallele Projektion unter Tensor- und Sequenzparallelität von ihrer Eingabe für den Backward behält: die entlang der Sequenz geteilte Kopie, im Backward erneut per All-Gather gesammelt (Megatron, Korthikanti et al. 2022), oder die ganze gesammelte Sequenz, t-mal der Speicher (torchtitans Plan). Nur dichte Schichten der PyTorch-Implementierungen.</translation>
    </message>
    <message>
        <source>Embedding and loss as layers</source>
        <translation>Embedding und Loss als Schichten</translation>
    </message>
    <message>
        <source>Count the embedding and the loss as one layer each when the layers are split over the pipeline (Megatron-Core&apos;s account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split; the Llama 3 paper&apos;s split): the first and the last stage hold one transformer layer fewer, which balances the embedding and the LM head. Needs (layers + 2) to divide over the stages and their virtual stages.</source>
        <translation>Das Embedding und den Loss beim Aufteilen der Schichten über die Pipeline als je eine Schicht zählen (account_for_embedding_in_pipeline_split und account_for_loss_in_pipeline_split von Megatron-Core; die Aufteilung aus dem Llama-3-Paper): Die erste und die letzte Stufe halten je eine Transformer-Schicht weniger, was das Embedding und den LM-Head ausgleicht. Erfordert, dass sich (Schichten + 2) auf die Stufen und ihre virtuellen Stufen aufteilen lässt.</translation>
    </message>
    <message>
        <source>ring (p2p, hidden)</source>
        <translation>Ring (p2p, verdeckt)</translation>
    </message>
    <message>
        <source>all-gather (exposed)</source>
        <translation>All-Gather (sichtbar)</translation>
    </message>
    <message>
        <source>all-to-all (Ulysses)</source>
        <translation>All-to-all (Ulysses)</translation>
    </message>
    <message>
        <source>CP communication</source>
        <translation>CP-Kommunikation</translation>
    </message>
    <message>
        <source>all-gather (behind the first chunk)</source>
        <translation>All-Gather (hinter dem ersten Abschnitt)</translation>
    </message>
    <message>
        <source>ring of all-to-alls</source>
        <translation>Ring aus All-to-Alls</translation>
    </message>
    <message>
        <source>Context parallelism (Megatron-Core, torchtitan) splits every sequence over this many GPUs: activations divide by it; the keys and values travel between them as CP communication sets. Needs FlashAttention; gradients are reduced over data x context parallel GPUs.</source>
        <translation>Kontextparallelität (Megatron-Core, torchtitan) teilt jede Sequenz auf so viele GPUs auf: Die Aktivierungen teilen sich dadurch; Keys und Values wandern zwischen ihnen, wie CP-Kommunikation es festlegt. Benötigt FlashAttention; Gradienten werden über Daten- x Kontextparallel-GPUs reduziert.</translation>
    </message>
    <message>
        <source>How torchtitan&apos;s context parallelism (PyTorch&apos;s) moves keys and values (--parallelism.context_parallel_rotate_method): one all-gather, waited for after the first chunk&apos;s attention (the default), or a ring of all-to-alls, each step beside one chunk&apos;s attention. The gradients of keys and values go round a ring in fp32 either way.</source>
        <translation>Wie die Kontextparallelität von torchtitan (die von PyTorch) Keys und Values bewegt (--parallelism.context_parallel_rotate_method): ein All-Gather, auf das nach der Attention des ersten Abschnitts gewartet wird (Standard), oder ein Ring aus All-to-Alls, jeder Schritt neben der Attention eines Abschnitts. Die Gradienten der Keys und Values laufen in beiden Fällen in fp32 im Ring.</translation>
    </message>
    <message>
        <source>all-to-all + ring (a2a+p2p)</source>
        <translation>All-to-all + Ring (a2a+p2p)</translation>
    </message>
    <message>
        <source>How context parallelism moves keys and values (Megatron-Core&apos;s --cp-comm-type): a ring of sends beside the attention, which hides them while it lasts; an all-gather before the attention, all of it waited for (the Llama 3 paper&apos;s); all-to-alls that give each GPU the whole sequence for 1/CP of the heads (DeepSpeed-Ulysses), also waited for; or both in two levels, all-to-alls among the GPUs of a node and a ring across the nodes (a2a+p2p).</source>
        <translation>Wie Kontextparallelität Schlüssel und Werte bewegt (Megatron-Cores --cp-comm-type): ein Ring von Sendungen neben der Attention, die sie verdeckt, solange sie dauert; ein All-Gather vor der Attention, auf das ganz gewartet wird (wie im Llama-3-Paper); All-to-alls, die jeder GPU die ganze Sequenz für 1/CP der Köpfe geben (DeepSpeed-Ulysses), ebenfalls abgewartet; oder beides in zwei Ebenen, All-to-alls unter den GPUs eines Knotens und ein Ring über die Knoten (a2a+p2p).</translation>
    </message>
    <message>
        <source>Overlap expert all-to-all</source>
        <translation>Experten-All-to-all überlappen</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s combined 1F1B schedule (--overlap-moe-expert-parallel-comm, Megatron-Bridge&apos;s moe_a2a_overlap): one micro-batch&apos;s forward runs beside another&apos;s backward, each one&apos;s all-to-all under the other&apos;s compute; the warm-up and cool-down run unpaired, and one more warm-up chunk stays in flight. Needs Megatron-Core, EP &gt; 1, virtual stages with PP &gt; 1, and no full recomputation; off by default.</source>
        <translation>Kombinierter 1F1B-Ablauf von Megatron-Core (--overlap-moe-expert-parallel-comm, moe_a2a_overlap von Megatron-Bridge): der Forward eines Micro-Batches läuft neben dem Backward eines anderen, das All-to-all des einen unter der Rechenzeit des anderen; Warm-up und Cool-down laufen ungepaart, und ein Warm-up-Chunk mehr bleibt im Umlauf. Erfordert Megatron-Core, EP &gt; 1, virtuelle Stufen bei PP &gt; 1 und keine volle Neuberechnung; standardmäßig aus.</translation>
    </message>
</context>
<context>
    <name>rooflab::HubCache</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kann %1 nicht schreiben: %2</translation>
    </message>
    <message>
        <source>cannot link %1 to its blob: %2</source>
        <translation>kann %1 nicht mit seinem Blob verknüpfen: %2</translation>
    </message>
    <message>
        <source>the server named the file &quot;%1&quot; at commit &quot;%2&quot;: not a name the cache can hold</source>
        <translation>der Server nannte die Datei „%1“ im Commit „%2“: kein Name, den der Cache aufnehmen kann</translation>
    </message>
    <message>
        <source>cannot create the folders of %1 in the Hugging Face cache</source>
        <translation>kann die Ordner von %1 im Hugging-Face-Cache nicht anlegen</translation>
    </message>
</context>
<context>
    <name>rooflab::HubClient</name>
    <message>
        <source>%1 did not send the config within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)</source>
        <translation>%1 hat die Konfiguration nicht innerhalb von %2 s gesendet: nichts wurde gespeichert (HF_HUB_DOWNLOAD_TIMEOUT legt die Wartezeit fest)</translation>
    </message>
    <message>
        <source>HF_ENDPOINT &quot;%1&quot; is not an http(s) address</source>
        <translation>HF_ENDPOINT „%1“ ist keine http(s)-Adresse</translation>
    </message>
    <message>
        <source>the download was cancelled: nothing was stored</source>
        <translation>der Download wurde abgebrochen: nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>%1: the server sends %2 MiB, more than the %3 MiB a config.json may have: nothing was stored</source>
        <translation>%1: der Server sendet %2 MiB, mehr als die %3 MiB, die eine config.json haben darf: nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet: nichts wurde gespeichert (HF_HUB_DOWNLOAD_TIMEOUT legt die Wartezeit fest)</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>Nothing was stored.</source>
        <translation>Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>%1: more than the %2 MiB a config.json may have: nothing was stored</source>
        <translation>%1: mehr als die %2 MiB, die eine config.json haben darf: nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>%1 did not say which commit (X-Repo-Commit) and file (ETag) it served: not the Hub&apos;s answer, so nothing was stored (check HF_ENDPOINT)</source>
        <translation>%1 hat nicht angegeben, welchen Commit (X-Repo-Commit) und welche Datei (ETag) er geliefert hat: keine Antwort des Hubs, daher wurde nichts gespeichert (HF_ENDPOINT prüfen)</translation>
    </message>
    <message>
        <source>%1: a redirect without a valid Location: nothing was stored</source>
        <translation>%1: eine Weiterleitung ohne gültige Location: nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>%1: more than %2 redirects (a redirect loop?) from %3: nothing was stored</source>
        <translation>%1: mehr als %2 Weiterleitungen (eine Weiterleitungsschleife?) von %3: nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>%1: the Hub wants a token (HTTP 401): the model is gated or private, or does not exist. If it is gated, request access on its page %2, then set HF_TOKEN to a token of that account.</source>
        <translation>%1: der Hub verlangt ein Token (HTTP 401): das Modell ist zugangsbeschränkt oder privat oder existiert nicht. Ist es zugangsbeschränkt, beantragen Sie den Zugang auf seiner Seite %2 und setzen Sie dann HF_TOKEN auf ein Token dieses Kontos.</translation>
    </message>
    <message>
        <source>%1: the Hub refused this token (HTTP %3): the model is gated or private and the token&apos;s account has no access yet. Request access on the model page %2 (or use a token with read access).</source>
        <translation>%1: der Hub hat dieses Token abgelehnt (HTTP %3): das Modell ist zugangsbeschränkt oder privat, und das Konto des Tokens hat noch keinen Zugang. Beantragen Sie den Zugang auf der Modellseite %2 (oder verwenden Sie ein Token mit Leserecht).</translation>
    </message>
    <message>
        <source>%1: not found (HTTP 404): no such model, revision &quot;%2&quot; or config.json on %3. Check the name and the revision.</source>
        <translation>%1: nicht gefunden (HTTP 404): kein solches Modell, keine Revision „%2“ oder keine config.json auf %3. Prüfen Sie Namen und Revision.</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2 for %3.</source>
        <translation>%1: der Server antwortete mit HTTP %2 auf %3.</translation>
    </message>
</context>
<context>
    <name>rooflab::HubConfigLoader</name>
    <message>
        <source>%1 has no config.json on the Hub (its cache in %2 says so): not a model RoofLab can read</source>
        <translation>%1 hat keine config.json auf dem Hub (sein Cache in %2 sagt es): kein Modell, das RoofLab lesen kann</translation>
    </message>
    <message>
        <source>%1 is not in the Hugging Face cache (%2) and HF_HUB_OFFLINE is set, so nothing was downloaded: unset HF_HUB_OFFLINE once to fetch it</source>
        <translation>%1 ist nicht im Hugging-Face-Cache (%2), und HF_HUB_OFFLINE ist gesetzt, daher wurde nichts heruntergeladen: heben Sie HF_HUB_OFFLINE einmal auf, um es zu holen</translation>
    </message>
    <message>
        <source>%1: the config.json served is JSON but not an object (a Hugging Face config is one): nothing was stored</source>
        <translation>%1: die gelieferte config.json ist JSON, aber kein Objekt (eine Hugging-Face-Konfiguration ist eines): nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>%1: the config.json served is not valid JSON (at byte %2): nothing was stored</source>
        <translation>%1: die gelieferte config.json ist kein gültiges JSON (bei Byte %2): nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>%1 was stored in %2 but cannot be found there again</source>
        <translation>%1 wurde in %2 gespeichert, ist dort aber nicht wieder auffindbar</translation>
    </message>
</context>
<context>
    <name>rooflab::HubImportDialog</name>
    <message>
        <source>Import from the Hugging Face Hub</source>
        <translation>Aus dem Hugging Face Hub importieren</translation>
    </message>
    <message>
        <source>The model&apos;s name on the Hub, e.g. meta-llama/Llama-3.1-8B, or ORG/NAME@REVISION. Models already in your Hugging Face cache (%1) complete as you type; any other&apos;s config.json is downloaded into it.</source>
        <translation>Der Name des Modells auf dem Hub, z. B. meta-llama/Llama-3.1-8B, oder ORG/NAME@REVISION. Modelle, die schon in Ihrem Hugging-Face-Cache (%1) sind, werden beim Tippen ergänzt; die config.json jedes anderen wird dorthin heruntergeladen.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Looking for %1...</source>
        <translation>Suche %1...</translation>
    </message>
</context>
<context>
    <name>rooflab::HubModelName</name>
    <message>
        <source>&quot;%1&quot; is not a model name on the Hugging Face Hub: ORG/NAME or ORG/NAME@REVISION, e.g. meta-llama/Llama-3.1-8B (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation>„%1“ ist kein Modellname auf dem Hugging Face Hub: ORG/NAME oder ORG/NAME@REVISION, z. B. meta-llama/Llama-3.1-8B (Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; und &apos;.&apos;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision: a branch, a tag or a commit hash, e.g. main</source>
        <translation>„%1“ ist keine Revision: ein Branch, ein Tag oder ein Commit-Hash, z. B. main</translation>
    </message>
</context>
<context>
    <name>rooflab::InferenceControls</name>
    <message>
        <source>train</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>Roofline and inference</source>
        <translation>Roofline und Inferenz</translation>
    </message>
    <message>
        <source>Roofline phase</source>
        <translation>Roofline-Phase</translation>
    </message>
    <message>
        <source>Which step the roofline places its operations for: a training step, a prefill (the whole prompt at once, compute bound) or one decode step (one token per sequence, memory bound).</source>
        <translation>Für welchen Schritt die Roofline ihre Operationen einträgt: einen Trainingsschritt, ein Prefill (der ganze Prompt auf einmal, rechengebunden) oder einen Decode-Schritt (ein Token pro Sequenz, speichergebunden).</translation>
    </message>
    <message>
        <source>Inference batch</source>
        <translation>Inferenz-Batch</translation>
    </message>
    <message>
        <source>Sequences served together. Decode reads the weights once per step for the whole batch, so a larger batch raises arithmetic intensity.</source>
        <translation>Gemeinsam bediente Sequenzen. Decode liest die Gewichte einmal pro Schritt für den ganzen Batch, daher erhöht ein größerer Batch die arithmetische Intensität.</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>Kontext (Tokens)</translation>
    </message>
    <message>
        <source>Tokens held in the KV cache per sequence (prompt + generated).</source>
        <translation>Tokens im KV-Cache pro Sequenz (Prompt + generierte).</translation>
    </message>
    <message>
        <source>KV cache dtype</source>
        <translation>KV-Cache-Dtype</translation>
    </message>
    <message>
        <source>Storage format of the cached keys and values: fp8 halves the KV cache of bf16.</source>
        <translation>Speicherformat der gecachten Keys und Values: fp8 halbiert den KV-Cache gegenüber bf16.</translation>
    </message>
    <message>
        <source>Serving weights</source>
        <translation>Gewichte beim Serving</translation>
    </message>
    <message>
        <source>vLLM memory share</source>
        <translation>vLLM-Speicheranteil</translation>
    </message>
    <message>
        <source>GPU memory utilization (vLLM)</source>
        <translation>GPU-Speicherauslastung (vLLM)</translation>
    </message>
    <message>
        <source>The share of the card&apos;s memory vLLM may use (--gpu-memory-utilization, 0.9 by default): what is left of it after the weights and the profiling run&apos;s activations becomes the KV cache.</source>
        <translation>Der Anteil des Kartenspeichers, den vLLM nutzen darf (--gpu-memory-utilization, standardmäßig 0,9): was davon nach den Gewichten und den Aktivierungen des Profiling-Laufs übrig bleibt, wird zum KV-Cache.</translation>
    </message>
    <message>
        <source>Storage format of the weights when serving. Quantised formats (fp8, int8, int4 as GPTQ/AWQ store it with a scale per 128 values, nf4 as bitsandbytes stores it) shrink the blocks&apos; matrices and the bytes decode must read; embeddings, head and norms stay bf16. nf4 is dequantised to bf16 before each matmul of more than one token.</source>
        <translation>Speicherformat der Gewichte beim Serving. Quantisierte Formate (fp8, int8, int4 wie GPTQ/AWQ es mit einer Skala je 128 Werte speichern, nf4 wie bitsandbytes es speichert) verkleinern die Matrizen der Blöcke und die Bytes, die Decode lesen muss; Embeddings, Head und Normen bleiben bf16. nf4 wird vor jeder Matrixmultiplikation mit mehr als einem Token nach bf16 dequantisiert.</translation>
    </message>
</context>
<context>
    <name>rooflab::LogSlider</name>
    <message>
        <source> (typed value)</source>
        <translation> (eingegebener Wert)</translation>
    </message>
    <message>
        <source>
Type an exact value; suffixes k, M, B and T are understood.</source>
        <translation>
Geben Sie einen exakten Wert ein; die Suffixe k, M, B und T werden verstanden.</translation>
    </message>
    <message>
        <source>%1 is outside the range %2 to %3: the value stays %4.</source>
        <translation>%1 liegt außerhalb des Bereichs %2 bis %3: der Wert bleibt %4.</translation>
    </message>
</context>
<context>
    <name>rooflab::MainMenus</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Load Results...</source>
        <translation>Ergebnisse &amp;laden...</translation>
    </message>
    <message>
        <source>Load bench results (JSON) measured here or on another machine</source>
        <translation>Benchmark-Ergebnisse (JSON) laden, die hier oder auf einem anderen Rechner gemessen wurden</translation>
    </message>
    <message>
        <source>&amp;Lectures</source>
        <translation>&amp;Vorlesungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Formulas</source>
        <translation>&amp;Formeln</translation>
    </message>
    <message>
        <source>Every formula RoofLab uses, with its source</source>
        <translation>Jede Formel, die RoofLab verwendet, mit ihrer Quelle</translation>
    </message>
    <message>
        <source>&amp;About RoofLab</source>
        <translation>Ü&amp;ber RoofLab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Export Chart...</source>
        <translation>Diagramm &amp;exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen with large fonts and thick lines for a projector</source>
        <translation>Vollbild mit großer Schrift und dicken Linien für einen Beamer</translation>
    </message>
    <message>
        <source>&amp;Light Theme</source>
        <translation>&amp;Helles Design</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <source>Units: &amp;GiB (2^30 bytes)</source>
        <translation>Einheiten: &amp;GiB (2^30 Bytes)</translation>
    </message>
    <message>
        <source>Units: G&amp;B (10^9 bytes)</source>
        <translation>Einheiten: G&amp;B (10^9 Bytes)</translation>
    </message>
    <message>
        <source>&amp;Number Formats</source>
        <translation>&amp;Zahlenformate</translation>
    </message>
    <message>
        <source>Bit layouts, ranges and rounding of FP32 down to FP4</source>
        <translation>Bit-Layouts, Wertebereiche und Rundung von FP32 bis hinunter zu FP4</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Import Model Config...</source>
        <translation>Modellkonfiguration &amp;importieren...</translation>
    </message>
    <message>
        <source>Use a Hugging Face config.json as the model (Llama, Mistral, Qwen, Gemma, ...)</source>
        <translation>Eine Hugging-Face-config.json als Modell verwenden (Llama, Mistral, Qwen, Gemma, ...)</translation>
    </message>
    <message>
        <source>&amp;Measured on a Real GPU</source>
        <translation>Auf echter GPU &amp;gemessen</translation>
    </message>
    <message>
        <source>GEMM, bandwidth and intensity sweeps measured with rooflab-bench, shipped with RoofLab</source>
        <translation>Mit rooflab-bench gemessene GEMM-, Bandbreiten- und Intensitäts-Sweeps, mit RoofLab ausgeliefert</translation>
    </message>
    <message>
        <source>%1, measured %2</source>
        <translation>%1, gemessen am %2</translation>
    </message>
    <message>
        <source>&amp;Next Lecture</source>
        <translation>&amp;Nächste Vorlesung</translation>
    </message>
    <message>
        <source>Open the next lecture scenario</source>
        <translation>Das Szenario der nächsten Vorlesung öffnen</translation>
    </message>
    <message>
        <source>&amp;Previous Lecture</source>
        <translation>&amp;Vorherige Vorlesung</translation>
    </message>
    <message>
        <source>Open the previous lecture scenario</source>
        <translation>Das Szenario der vorherigen Vorlesung öffnen</translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation>Ü&amp;bungen</translation>
    </message>
    <message>
        <source>Questions on the lecture scenarios: answer by dragging the controls, RoofLab checks the answer and shows the derivation</source>
        <translation>Fragen zu den Vorlesungsszenarien: antworte, indem du die Regler ziehst; RoofLab prüft die Antwort und zeigt die Herleitung</translation>
    </message>
    <message>
        <source>Import from the &amp;Hub...</source>
        <translation>Aus dem &amp;Hub importieren...</translation>
    </message>
    <message>
        <source>A Hugging Face model by its name (ORG/NAME), from your Hugging Face cache or downloaded into it</source>
        <translation>Ein Hugging-Face-Modell über seinen Namen (ORG/NAME), aus Ihrem Hugging-Face-Cache oder dorthin heruntergeladen</translation>
    </message>
    <message>
        <source>Compare &amp;with File...</source>
        <translation>Mit Datei &amp;vergleichen...</translation>
    </message>
    <message>
        <source>A saved scenario beside this one: memory, step time, MFU, time, cost and the settings that differ</source>
        <translation>Ein gespeichertes Szenario neben diesem: Speicher, Schrittzeit, MFU, Zeit, Kosten und die abweichenden Einstellungen</translation>
    </message>
    <message>
        <source>%1, %3 training-shaped products, measured %2</source>
        <translation>%1, %3 Produkte in Trainingsform, gemessen am %2</translation>
    </message>
    <message>
        <source>%1, decode probes, measured %2</source>
        <translation>%1, Decode-Messungen, gemessen am %2</translation>
    </message>
</context>
<context>
    <name>rooflab::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Napkin math</source>
        <translation>Überschlagsrechnung</translation>
    </message>
    <message>
        <source>GPU benchmark</source>
        <translation>GPU-Benchmark</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Zahlenformate</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>%1[*] - RoofLab</source>
        <translation>%1[*] - RoofLab</translation>
    </message>
    <message>
        <source>Cannot export chart</source>
        <translation>Diagramm kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Chart copied (1920 x 1080)</source>
        <translation>Diagramm kopiert (1920 x 1080)</translation>
    </message>
    <message>
        <source>Cannot copy chart</source>
        <translation>Diagramm kann nicht kopiert werden</translation>
    </message>
    <message>
        <source>The clipboard is not available.</source>
        <translation>Die Zwischenablage ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>About RoofLab</source>
        <translation>Über RoofLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RoofLab %1&lt;/h3&gt;&lt;p&gt;Will this model fit on the GPU, and will it be fast? Training and inference memory, FLOPs and the roofline of one scenario.&lt;/p&gt;&lt;p&gt;Copyright the RoofLab authors. RoofLab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Charts drawn with &lt;a href=&quot;https://www.qcustomplot.com/&quot;&gt;QCustomPlot&lt;/a&gt; by Emanuel Eichhammer (GPL-3.0). Built with Qt %2 and nlohmann/json.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RoofLab %1&lt;/h3&gt;&lt;p&gt;Passt dieses Modell auf die GPU, und wird es schnell sein? Speicherbedarf für Training und Inferenz, FLOPs und die Roofline eines Szenarios.&lt;/p&gt;&lt;p&gt;Copyright die Autoren von RoofLab. RoofLab ist freie Software: Sie können es unter den Bedingungen der GNU General Public License, wie von der Free Software Foundation veröffentlicht, weitergeben und/oder verändern, entweder gemäß Version 3 der Lizenz oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later). Es wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.&lt;/p&gt;&lt;p&gt;Diagramme gezeichnet mit &lt;a href=&quot;https://www.qcustomplot.com/&quot;&gt;QCustomPlot&lt;/a&gt; von Emanuel Eichhammer (GPL-3.0). Erstellt mit Qt %2 und nlohmann/json.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario %1 has changes that are not saved. Save them first?</source>
        <translation>Das Szenario %1 hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
</context>
<context>
    <name>rooflab::MemoryChart</name>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>weights gathered (ZeRO-3)</source>
        <translation>gesammelte Gewichte (ZeRO-3)</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>master weights</source>
        <translation>Master-Gewichte</translation>
    </message>
    <message>
        <source>optimizer: %1</source>
        <translation>Optimizer: %1</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>%1 model</source>
        <translation>%1-Modell</translation>
    </message>
    <message>
        <source>(ZeRO-3: 1 GPU)</source>
        <translation>(ZeRO-3: 1 GPU)</translation>
    </message>
    <message>
        <source>(ZeRO-3: ≥ %1 GPUs)</source>
        <translation>(ZeRO-3: ≥ %1 GPUs)</translation>
    </message>
    <message>
        <source>Inference: fits, %1 free</source>
        <translation>Inferenz: passt, %1 frei</translation>
    </message>
    <message>
        <source>Inference: does not fit, %1 over</source>
        <translation>Inferenz: passt nicht, %1 zu viel</translation>
    </message>
    <message>
        <source>each of %1 GPUs (training)</source>
        <translation>jede von %1 GPUs (Training)</translation>
    </message>
    <message>
        <source>GPU (training)</source>
        <translation>GPU (Training)</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Memory per GPU — %1 on %2</source>
        <translation>Speicher pro GPU — %1 auf %2</translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation>Kapazität %1</translation>
    </message>
    <message>
        <source>%1
%2 over</source>
        <translation>%1
%2 zu viel</translation>
    </message>
    <message>
        <source>memory per GPU (%1)</source>
        <translation>Speicher pro GPU (%1)</translation>
    </message>
    <message>
        <source>16-bit weight copies (autocast)</source>
        <translation>16-Bit-Gewichtskopien (Autocast)</translation>
    </message>
    <message>
        <source>optimizer scratch</source>
        <translation>Optimizer-Zwischenspeicher</translation>
    </message>
    <message>
        <source>layer being recomputed</source>
        <translation>gerade neu berechnete Schicht</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>loss buffers</source>
        <translation>Loss-Puffer</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>Backward</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>Optimizer-Schritt</translation>
    </message>
    <message>
        <source>peak: %1</source>
        <translation>Spitze: %1</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), fits, %3 free</source>
        <translation>Training: Spitze %1 (%2), passt, %3 frei</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), needs ≥ %3 GPUs with this strategy</source>
        <translation>Training: Spitze %1 (%2), benötigt ≥ %3 GPUs mit dieser Strategie</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit with this strategy at any GPU count</source>
        <translation>Training: Spitze %1 (%2), passt mit dieser Strategie bei keiner GPU-Anzahl</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA-Adapter</translation>
    </message>
    <message>
        <source>CUDA, NCCL + allocator</source>
        <translation>CUDA, NCCL + Allokator</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2) fits the GPU, but the host needs %3 per node, %4 over its RAM</source>
        <translation>Training: Spitze %1 (%2) passt auf die GPU, aber der Host braucht %3 pro Knoten, %4 über seinem RAM</translation>
    </message>
    <message>
        <source>host RAM per node: %1 of %2</source>
        <translation>Host-RAM pro Knoten: %1 von %2</translation>
    </message>
    <message>
        <source>host RAM per node: %1</source>
        <translation>Host-RAM pro Knoten: %1</translation>
    </message>
    <message>
        <source>host RAM per node (%1 GPUs)</source>
        <translation>Host-RAM pro Knoten (%1 GPUs)</translation>
    </message>
    <message>
        <source>host RAM (offload)</source>
        <translation>Host-RAM (Auslagerung)</translation>
    </message>
    <message>
        <source>pinned swap buffers (host)</source>
        <translation>gepinnte Auslagerungspuffer (Host)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>host RAM not known</source>
        <translation>Host-RAM unbekannt</translation>
    </message>
    <message>
        <source>+ %1 on NVMe</source>
        <translation>+ %1 auf NVMe</translation>
    </message>
    <message>
        <source>memory (%1)</source>
        <translation>Speicher (%1)</translation>
    </message>
    <message>
        <source>FP8/FP4 weight copies</source>
        <translation>FP8/FP4-Gewichtskopien</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), tight: fits only while the allocator reserve and NCCL buffers stay below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>Training: Spitze %1 (%2), knapp: passt nur, solange Allokator-Reserve und NCCL-Puffer unter %3 bleiben (geschätzt %4); PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True setzen</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), tight: fits only while the allocator reserve stays below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>Training: Spitze %1 (%2), knapp: passt nur, solange die Allokator-Reserve unter %3 bleibt (geschätzt %4); PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True setzen</translation>
    </message>
    <message>
        <source>runtime memory set to %1, not estimated</source>
        <translation>Laufzeitspeicher auf %1 gesetzt, nicht geschätzt</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit on 1 GPU</source>
        <translation>Training: Spitze %1 (%2), passt nicht auf 1 GPU</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit on %3 GPUs</source>
        <translation>Training: Spitze %1 (%2), passt nicht auf %3 GPUs</translation>
    </message>
    <message>
        <source>training: %1 pipeline stages of %2 GPUs each</source>
        <translation>Training: %1 Pipeline-Stufen mit je %2 GPUs</translation>
    </message>
    <message>
        <source>first stage</source>
        <translation>erste Stufe</translation>
    </message>
    <message>
        <source>last stage</source>
        <translation>letzte Stufe</translation>
    </message>
    <message>
        <source>middle stages</source>
        <translation>mittlere Stufen</translation>
    </message>
</context>
<context>
    <name>rooflab::Messages</name>
    <message>
        <source>must be &gt;= 1, got %1</source>
        <translation>muss &gt;= 1 sein, angegeben wurde %1</translation>
    </message>
    <message>
        <source>must be &lt;= %1, got %2</source>
        <translation>muss &lt;= %1 sein, angegeben wurde %2</translation>
    </message>
    <message>
        <source>must divide heads (%1), got %2</source>
        <translation>muss ein Teiler der Heads (%1) sein, angegeben wurde %2</translation>
    </message>
    <message>
        <source>must be &gt;= 0, got %1</source>
        <translation>muss &gt;= 0 sein, angegeben wurde %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>muss zwischen %1 und %2 liegen, angegeben wurde %3</translation>
    </message>
    <message>
        <source>must be between 1 and experts (%1), got %2</source>
        <translation>muss zwischen 1 und der Zahl der Experten (%1) liegen, angegeben wurde %2</translation>
    </message>
    <message>
        <source>must be between %1 and %2 parameters, got %3</source>
        <translation>muss zwischen %1 und %2 Parametern liegen, angegeben wurde %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2 tokens, got %3</source>
        <translation>muss zwischen %1 und %2 Tokens liegen, angegeben wurde %3</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3, got %1</source>
        <translation>muss 0, 1, 2 oder 3 sein, angegeben wurde %1</translation>
    </message>
    <message>
        <source>must be at least tp x pp = %1, got %2</source>
        <translation>muss mindestens tp x pp = %1 sein, angegeben wurde %2</translation>
    </message>
    <message>
        <source>cannot exceed the model&apos;s %1 layers, got %2</source>
        <translation>darf die %1 Schichten des Modells nicht überschreiten, angegeben wurde %2</translation>
    </message>
    <message>
        <source>GPU memory must be &gt; 0</source>
        <translation>GPU-Speicher muss &gt; 0 sein</translation>
    </message>
    <message>
        <source>GPU bandwidth must be &gt; 0</source>
        <translation>GPU-Bandbreite muss &gt; 0 sein</translation>
    </message>
    <message>
        <source>%1 has no %2 peak; choose another precision or GPU</source>
        <translation>%1 hat keine Spitzenleistung für %2; wählen Sie eine andere Genauigkeit oder GPU</translation>
    </message>
    <message>
        <source>must be between %1 and %2 GiB, got %3</source>
        <translation>muss zwischen %1 und %2 GiB liegen, angegeben wurde %3</translation>
    </message>
    <message>
        <source>must be in (0, 1], got %1</source>
        <translation>muss in (0, 1] liegen, angegeben wurde %1</translation>
    </message>
    <message>
        <source>%1 is not a multiple of tp x pp = %2; the remainder is idle</source>
        <translation>%1 ist kein Vielfaches von tp x pp = %2; der Rest bleibt ungenutzt</translation>
    </message>
    <message>
        <source>above 1M tokens, activations and attention FLOPs are extrapolated</source>
        <translation>über 1M Tokens werden Aktivierungen und Attention-FLOPs extrapoliert</translation>
    </message>
    <message>
        <source>without FlashAttention the s x s attention scores dominate memory</source>
        <translation>ohne FlashAttention dominieren die s x s Attention-Scores den Speicher</translation>
    </message>
    <message>
        <source>%1 gives no FP32 rate; non-matmul operations use the %2 ceiling on the roofline</source>
        <translation>%1 gibt keine FP32-Rate an; Operationen außerhalb von Matmuls verwenden in der Roofline die %2-Obergrenze</translation>
    </message>
    <message>
        <source>got null</source>
        <translation>angegeben wurde null</translation>
    </message>
    <message>
        <source>got an object</source>
        <translation>angegeben wurde ein Objekt</translation>
    </message>
    <message>
        <source>got an array</source>
        <translation>angegeben wurde ein Array</translation>
    </message>
    <message>
        <source>got true</source>
        <translation>angegeben wurde true</translation>
    </message>
    <message>
        <source>got false</source>
        <translation>angegeben wurde false</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>angegeben wurde %1</translation>
    </message>
    <message>
        <source>unknown key (ignored)</source>
        <translation>unbekannter Schlüssel (ignoriert)</translation>
    </message>
    <message>
        <source>expected an integer, %1</source>
        <translation>erwartet wird eine Ganzzahl, %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, %3</source>
        <translation>muss zwischen %1 und %2 liegen, %3</translation>
    </message>
    <message>
        <source>expected a number, %1</source>
        <translation>erwartet wird eine Zahl, %1</translation>
    </message>
    <message>
        <source>expected true or false, %1</source>
        <translation>erwartet wird true oder false, %1</translation>
    </message>
    <message>
        <source>expected a string, %1</source>
        <translation>erwartet wird eine Zeichenkette, %1</translation>
    </message>
    <message>
        <source>expected one of %1, %2</source>
        <translation>erwartet wird einer der Werte %1, %2</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of %2</source>
        <translation>unbekannter Wert „%1“; erwartet wird einer der Werte %2</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;</source>
        <translation>unbekannte Voreinstellung „%1“</translation>
    </message>
    <message>
        <source>expected an object or a preset name, %1</source>
        <translation>erwartet wird ein Objekt oder der Name einer Voreinstellung, %1</translation>
    </message>
    <message>
        <source>give either a preset or a size-only parameter count, not both</source>
        <translation>geben Sie entweder eine Voreinstellung oder eine Parameterzahl (nur Größe) an, nicht beides</translation>
    </message>
    <message>
        <source>required for an explicit architecture (or give &quot;preset&quot; or &quot;params&quot;)</source>
        <translation>erforderlich für eine explizite Architektur (oder geben Sie &quot;preset&quot; oder &quot;params&quot; an)</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;; expected %2 or an object</source>
        <translation>unbekannte Voreinstellung „%1“; erwartet wird %2 oder ein Objekt</translation>
    </message>
    <message>
        <source>expected a preset name or an object, %1</source>
        <translation>erwartet wird der Name einer Voreinstellung oder ein Objekt, %1</translation>
    </message>
    <message>
        <source>expected an object, %1</source>
        <translation>erwartet wird ein Objekt, %1</translation>
    </message>
    <message>
        <source>give either a database id or a custom GPU, not both</source>
        <translation>geben Sie entweder eine Datenbank-ID oder eine eigene GPU an, nicht beides</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;; known: %2</source>
        <translation>unbekannte GPU „%1“; bekannt: %2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, %1</source>
        <translation>erwartet wird ein JSON-Objekt auf oberster Ebene, %1</translation>
    </message>
    <message>
        <source>missing; read as version %1</source>
        <translation>fehlt; wird als Version %1 gelesen</translation>
    </message>
    <message>
        <source>this RoofLab reads scenario version %1, the file is version %2</source>
        <translation>diese RoofLab-Version liest Szenario-Version %1, die Datei hat Version %2</translation>
    </message>
    <message>
        <source>unknown dtype &quot;%1&quot;</source>
        <translation>unbekannter dtype „%1“</translation>
    </message>
    <message>
        <source>expected &quot;major.minor&quot;, got &quot;%1&quot;</source>
        <translation>erwartet wird „major.minor“, angegeben wurde „%1“</translation>
    </message>
    <message>
        <source>expected &quot;gemm&quot;, &quot;stream&quot; or &quot;intensity&quot;, got &quot;%1&quot;</source>
        <translation>erwartet wird „gemm“, „stream“ oder „intensity“, angegeben wurde „%1“</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>erwartet wird ein JSON-Objekt</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>erwartet wird „%1“, angegeben wurde „%2“</translation>
    </message>
    <message>
        <source>unsupported version %1 (this build reads 1 to %2)</source>
        <translation>nicht unterstützte Version %1 (dieser Build liest 1 bis %2)</translation>
    </message>
    <message>
        <source>expected an array, %1</source>
        <translation>Array erwartet, %1</translation>
    </message>
    <message>
        <source>expected at least one positive peak</source>
        <translation>mindestens eine positive Spitzenleistung erwartet</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>doppelte ID „%1“</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>Pflichtfeld fehlt</translation>
    </message>
    <message>
        <source>must be at least %1, %2</source>
        <translation>muss mindestens %1 sein, %2</translation>
    </message>
    <message>
        <source>must be greater than %1 and at most %2, %3</source>
        <translation>muss größer als %1 und höchstens %2 sein, %3</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>nicht leere Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected an object of dtype: number, %1</source>
        <translation>Objekt aus Datentyp: Zahl erwartet, %1</translation>
    </message>
    <message>
        <source>dtype &quot;%1&quot; given twice</source>
        <translation>Datentyp „%1“ doppelt angegeben</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>ungültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected 1, %1</source>
        <translation>1 erwartet, %1</translation>
    </message>
    <message>
        <source>latent attention needs qk_rope_head_dim + qk_nope_head_dim &gt;= 1 and v_head_dim &gt;= 1</source>
        <translation>Latente Attention braucht qk_rope_head_dim + qk_nope_head_dim &gt;= 1 und v_head_dim &gt;= 1</translation>
    </message>
    <message>
        <source>missing, needed for the parameter count</source>
        <translation>fehlt, wird für die Parameterzahl gebraucht</translation>
    </message>
    <message>
        <source>the parameter count does not support this value yet, %1</source>
        <translation>die Parameterzählung unterstützt diesen Wert noch nicht, %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported yet; supported: %2</source>
        <translation>&quot;%1&quot; wird noch nicht unterstützt; unterstützt: %2</translation>
    </message>
    <message>
        <source>give either hf_config or %1, not both</source>
        <translation>entweder hf_config oder %1 angeben, nicht beides</translation>
    </message>
    <message>
        <source>expected a non-empty list of q, k, v, o, gate, up, down, %1</source>
        <translation>erwartet eine nicht leere Liste aus q, k, v, o, gate, up, down, %1</translation>
    </message>
    <message>
        <source>this shape has %1 parameters; at most %2 are supported</source>
        <translation>diese Form hat %1 Parameter; höchstens %2 werden unterstützt</translation>
    </message>
    <message>
        <source>must divide the model&apos;s %1 experts, got %2</source>
        <translation>muss die %1 Experten des Modells teilen, erhalten: %2</translation>
    </message>
    <message>
        <source>ep x etp = %1 GPUs must fit in the %2 GPUs of a pipeline stage</source>
        <translation>ep x etp = %1 GPUs müssen in die %2 GPUs einer Pipeline-Stufe passen</translation>
    </message>
    <message>
        <source>the model has no routed experts; expert parallelism is ignored</source>
        <translation>das Modell hat keine gerouteten Experten; Expertenparallelität wird ignoriert</translation>
    </message>
    <message>
        <source>the %1 GPUs of a pipeline stage are not a multiple of ep x etp = %2; Megatron refuses this layout</source>
        <translation>die %1 GPUs einer Pipeline-Stufe sind kein Vielfaches von ep x etp = %2; Megatron lehnt diese Aufteilung ab</translation>
    </message>
    <message>
        <source>tp x pp x cp = %1 GPUs exceed the %2 GPUs</source>
        <translation>tp x pp x cp = %1 GPUs übersteigen die %2 GPUs</translation>
    </message>
    <message>
        <source>the sequence of %1 tokens does not split into %2 equal chunks</source>
        <translation>die Sequenz aus %1 Token lässt sich nicht in %2 gleiche Blöcke teilen</translation>
    </message>
    <message>
        <source>context parallelism needs FlashAttention (ring attention merges its partial results)</source>
        <translation>Kontextparallelität braucht FlashAttention (Ring-Attention führt Teilergebnisse zusammen)</translation>
    </message>
    <message>
        <source>%1 is not a multiple of tp x pp x cp = %2; the remainder is idle</source>
        <translation>%1 ist kein Vielfaches von tp x pp x cp = %2; der Rest bleibt ungenutzt</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... und %1 weitere Probleme</translation>
    </message>
    <message>
        <source>expected a dtype or &quot;none&quot;, %1</source>
        <translation>Datentyp oder &quot;none&quot; erwartet, %1</translation>
    </message>
    <message>
        <source>the optimizer moves to the host with ZeRO stage 1 or more (it updates its own partition there), got stage %1</source>
        <translation>der Optimierer wandert erst ab ZeRO-Stufe 1 auf den Host (er aktualisiert dort seine eigene Partition), erhalten: Stufe %1</translation>
    </message>
    <message>
        <source>parameters move to the host with ZeRO stage 3 and the optimizer offloaded</source>
        <translation>Parameter wandern nur mit ZeRO-Stufe 3 und ausgelagertem Optimierer auf den Host</translation>
    </message>
    <message>
        <source>the gradient partition lives where the optimizer runs: &quot;cpu&quot; with an offloaded optimizer, else &quot;none&quot;</source>
        <translation>die Gradientenpartition liegt dort, wo der Optimierer läuft: &quot;cpu&quot; mit ausgelagertem Optimierer, sonst &quot;none&quot;</translation>
    </message>
    <message>
        <source>activations move to the host&apos;s memory only (&quot;cpu&quot;)</source>
        <translation>Aktivierungen wandern nur in den Hostspeicher (&quot;cpu&quot;)</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 learned positions (a position table has no row beyond it)</source>
        <translation>%1 Tokens überschreiten die %2 gelernten Positionen des Modells (eine Positionstabelle hat darüber hinaus keine Zeile)</translation>
    </message>
    <message>
        <source>%1 tokens are beyond the %2 the model was trained for; training there extends its context (RoPE scaling)</source>
        <translation>%1 Tokens liegen über den %2, für die das Modell trainiert wurde; Training dort erweitert seinen Kontext (RoPE-Skalierung)</translation>
    </message>
    <message>
        <source>%1 tokens are beyond the model&apos;s %2-token context; vLLM refuses a longer max_model_len unless told to</source>
        <translation>%1 Tokens liegen über dem Kontext des Modells von %2 Tokens; vLLM lehnt ein längeres max_model_len ab, sofern nicht ausdrücklich erlaubt</translation>
    </message>
    <message>
        <source>latent attention has kv_heads = heads and head_dim = qk_nope_head_dim + qk_rope_head_dim (%1)</source>
        <translation>Latente Attention hat kv_heads = heads und head_dim = qk_nope_head_dim + qk_rope_head_dim (%1)</translation>
    </message>
    <message>
        <source>expected a list of %1, %2</source>
        <translation>erwartet eine Liste aus %1, %2</translation>
    </message>
    <message>
        <source>unknown module %1; expected some of %2</source>
        <translation>unbekanntes Modul %1; erwartet einige von %2</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s modules apply with &quot;checkpointing&quot;: &quot;selective&quot; and the megatron implementation only</source>
        <translation>die Module von Megatron-Core gelten nur mit &quot;checkpointing&quot;: &quot;selective&quot; und der Implementierung megatron</translation>
    </message>
    <message>
        <source>%1 is odd: the LM head&apos;s 16-bit products run cuBLAS&apos;s unaligned kernels, about a sixth of the aligned speed on an H100; a vocabulary padded to a multiple of 64 (%2) avoids that</source>
        <translation>%1 ist ungerade: Die 16-Bit-Produkte des LM-Kopfs laufen in cuBLAS-Kerneln für nicht ausgerichtete Daten, auf einer H100 etwa ein Sechstel so schnell wie ausgerichtet; ein auf ein Vielfaches von 64 aufgefülltes Vokabular (%2) vermeidet das</translation>
    </message>
    <message>
        <source>torch.compile applies to the PyTorch implementations (torchtitan, llm-foundry, pytorch-eager, pytorch-sdpa), not to Megatron&apos;s code</source>
        <translation>torch.compile gilt für die PyTorch-Implementierungen (torchtitan, llm-foundry, pytorch-eager, pytorch-sdpa), nicht für den Code von Megatron</translation>
    </message>
    <message>
        <source>expected &quot;fp32&quot; or &quot;bf16&quot;</source>
        <translation>erwartet &quot;fp32&quot; oder &quot;bf16&quot;</translation>
    </message>
    <message>
        <source>%1 gives no board power (power_w); the limit is ignored</source>
        <translation>%1 gibt keine Board-Leistung an (power_w); das Limit wird ignoriert</translation>
    </message>
    <message>
        <source>%1 W is above the board&apos;s %2 W; the board&apos;s limit applies</source>
        <translation>%1 W liegt über den %2 W der Karte; es gilt das Limit der Karte</translation>
    </message>
    <message>
        <source>%1 W of the board&apos;s %2 W: the sustained SM clock and every compute peak of the step time are taken as %3 of the datasheet&apos;s ((limit / board)^(1/3), assumed); memory bandwidth is not derated</source>
        <translation>%1 W von %2 W der Karte: der dauerhafte SM-Takt und jede Rechen-Spitzenleistung der Schrittzeit werden mit %3 der Datenblattwerte angesetzt ((Limit / Karte)^(1/3), angenommen); die Speicherbandbreite wird nicht verringert</translation>
    </message>
    <message>
        <source>must be a power above 0 W and at most %1 W, got %2</source>
        <translation>muss eine Leistung über 0 W und höchstens %1 W sein, erhalten: %2</translation>
    </message>
    <message>
        <source>has no effect without tensor parallelism (tp &gt; 1) and sequence parallelism; Megatron-Core refuses it without sequence parallelism</source>
        <translation>hat ohne Tensorparallelität (tp &gt; 1) und Sequenzparallelität keine Wirkung; Megatron-Core lehnt es ohne Sequenzparallelität ab</translation>
    </message>
    <message>
        <source>applies to ZeRO-3/FSDP only (zero 3); it has no effect here</source>
        <translation>gilt nur für ZeRO-3/FSDP (zero 3); hier hat es keine Wirkung</translation>
    </message>
    <message>
        <source>has no effect: it needs FP8 compute (fp8-e4m3 or fp8-e5m2) under ZeRO-3/FSDP (zero 3)</source>
        <translation>hat keine Wirkung: es erfordert FP8-Berechnung (fp8-e4m3 oder fp8-e5m2) unter ZeRO-3/FSDP (zero 3)</translation>
    </message>
    <message>
        <source>&quot;op-selective&quot; is modelled for dense models; a mixture of experts&apos; grouped GEMMs are not (choose &quot;selective&quot; or &quot;full&quot;)</source>
        <translation>&quot;op-selective&quot; ist für dichte Modelle modelliert, die gruppierten GEMMs einer Mixture of Experts nicht (wählen Sie &quot;selective&quot; oder &quot;full&quot;)</translation>
    </message>
    <message>
        <source>&quot;op-selective&quot; is not modelled for latent attention (choose &quot;selective&quot; or &quot;full&quot;)</source>
        <translation>&quot;op-selective&quot; ist für latente Attention nicht modelliert (wählen Sie &quot;selective&quot; oder &quot;full&quot;)</translation>
    </message>
    <message>
        <source>must be at least min (%1), got %2</source>
        <translation>muss mindestens min (%1) sein, ist %2</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>tensor parallelism searched within a node (tp up to %1)</source>
        <translation>Tensorparallelität innerhalb eines Knotens durchsucht (tp bis %1)</translation>
    </message>
    <message>
        <source>micro-batches of at most %1 sequences</source>
        <translation>Micro-Batches von höchstens %1 Sequenzen</translation>
    </message>
    <message>
        <source>at most %1 virtual stages per pipeline stage</source>
        <translation>höchstens %1 virtuelle Stufen je Pipeline-Stufe</translation>
    </message>
    <message>
        <source>search bounded from %1 to %2 layouts: %3</source>
        <translation>Suche von %1 auf %2 Layouts begrenzt: %3</translation>
    </message>
    <message>
        <source>exposed data-parallel reduce-scatter</source>
        <translation>sichtbares datenparalleles Reduce-Scatter</translation>
    </message>
    <message>
        <source>exposed data-parallel all-reduce</source>
        <translation>sichtbares datenparalleles All-Reduce</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>exposed ZeRO all-gathers</source>
        <translation>sichtbare ZeRO-All-Gathers</translation>
    </message>
    <message>
        <source>exposed tensor-parallel communication</source>
        <translation>sichtbare tensorparallele Kommunikation</translation>
    </message>
    <message>
        <source>exposed pipeline send/receive</source>
        <translation>sichtbares Pipeline-Senden/Empfangen</translation>
    </message>
    <message>
        <source>exposed expert all-to-all</source>
        <translation>sichtbares Experten-All-to-All</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>Optimiererschritt</translation>
    </message>
    <message>
        <source>exposed offload copies</source>
        <translation>sichtbare Auslagerungskopien</translation>
    </message>
    <message>
        <source>compute slowed by overlapped communication</source>
        <translation>durch überlappende Kommunikation verlangsamtes Rechnen</translation>
    </message>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>%1: ties the best</source>
        <translation>%1: gleichauf mit der besten</translation>
    </message>
    <message>
        <source>the scenario has no plan block (give plan.global_batch)</source>
        <translation>das Szenario hat keinen plan-Block (plan.global_batch angeben)</translation>
    </message>
    <message>
        <source>must be at least 1 sequence, got %1</source>
        <translation>muss mindestens 1 Sequenz sein, ist %1</translation>
    </message>
    <message>
        <source>%1 GPU counts in plan.gpus; %2 of them, spread geometrically, were searched</source>
        <translation>%1 GPU-Anzahlen in plan.gpus; %2 davon, geometrisch verteilt, wurden durchsucht</translation>
    </message>
    <message>
        <source>%1 sequences do not divide among the data-parallel sizes the layouts of %2 GPUs allow (%3); choose a global batch that one of them divides</source>
        <translation>%1 Sequenzen lassen sich auf keine der Datenparallel-Größen aufteilen, die die Layouts von %2 GPUs erlauben (%3); wählen Sie einen globalen Batch, den eine davon teilt</translation>
    </message>
    <message>
        <source>no layout of the model splits over %1 GPUs with what plan.fixed holds and what the framework profile runs</source>
        <translation>kein Layout des Modells verteilt sich auf %1 GPUs mit dem, was plan.fixed festhält und das Framework-Profil ausführt</translation>
    </message>
    <message>
        <source>run.price_per_gpu_hour is not set: the cost ranks as GPU-hours to train</source>
        <translation>run.price_per_gpu_hour ist nicht gesetzt: die Kosten werden als GPU-Stunden des Trainings gereiht</translation>
    </message>
    <message>
        <source>training.tokens is not set: the ranking is that of one token&apos;s time or cost</source>
        <translation>training.tokens ist nicht gesetzt: gereiht wird nach Zeit oder Kosten eines Tokens</translation>
    </message>
    <message>
        <source>%1 memory evaluations, %2 step times; the other layouts pruned</source>
        <translation>%1 Speicherauswertungen, %2 Schrittzeiten; die übrigen Layouts ausgeschlossen</translation>
    </message>
    <message>
        <source>no layout fits on %1 GPUs; the smallest count that fits, doubling the GPUs, is %2</source>
        <translation>kein Layout passt auf %1 GPUs; die kleinste passende Anzahl (GPUs verdoppelt) ist %2</translation>
    </message>
    <message>
        <source>no layout fits on %1 GPUs, nor on any count up to 1048576 at this global batch</source>
        <translation>kein Layout passt auf %1 GPUs, auch auf keine Anzahl bis 1048576 bei diesem globalen Batch</translation>
    </message>
    <message>
        <source>nested %1 levels deep; RoofLab reads at most %2</source>
        <translation>%1 Ebenen tief verschachtelt; RoofLab liest höchstens %2</translation>
    </message>
    <message>
        <source>must be 0 (not given) or between %1 and %2, %3</source>
        <translation>muss 0 (nicht angegeben) sein oder zwischen %1 und %2 liegen, %3</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>0 means not given; the default 10 us is used</source>
        <translation>0 bedeutet nicht angegeben; der Standardwert 10 µs wird verwendet</translation>
    </message>
    <message>
        <source>measured on %1 (%2), not on the scenario&apos;s %3</source>
        <translation>gemessen auf %1 (%2), nicht auf %3 des Szenarios</translation>
    </message>
    <message>
        <source>measured on %1; the scenario&apos;s custom GPU &quot;%2&quot; only shares its id</source>
        <translation>gemessen auf %1; die eigene GPU „%2“ des Szenarios teilt nur deren ID</translation>
    </message>
    <message>
        <source>measured on a card with %1 GB, the scenario&apos;s has %2 GB</source>
        <translation>gemessen auf einer Karte mit %1 GB, die des Szenarios hat %2 GB</translation>
    </message>
    <message>
        <source>measured on a card with %1 SMs, the scenario&apos;s has %2</source>
        <translation>gemessen auf einer Karte mit %1 SMs, die des Szenarios hat %2</translation>
    </message>
    <message>
        <source>%1 measured %2 TFLOP/s against a dense peak of %3 TFLOP/s: implausible</source>
        <translation>%1 hat %2 TFLOP/s gemessen, bei einer dichten Spitzenleistung von %3 TFLOP/s: unplausibel</translation>
    </message>
    <message>
        <source>STREAM measured %1 TB/s against %2 TB/s: implausible</source>
        <translation>STREAM hat %1 TB/s gemessen, bei %2 TB/s: unplausibel</translation>
    </message>
    <message>
        <source>a launch overhead of %1 s is implausible</source>
        <translation>ein Start-Overhead von %1 s ist unplausibel</translation>
    </message>
    <message>
        <source>has no GEMM of the scenario&apos;s compute dtype and no STREAM bandwidth</source>
        <translation>enthält kein GEMM im Rechen-Datentyp des Szenarios und keine STREAM-Bandbreite</translation>
    </message>
    <message>
        <source>give concurrency (a closed loop) or request_rate (an open loop), not both</source>
        <translation>concurrency (geschlossene Schleife) oder request_rate (offene Schleife) angeben, nicht beides</translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens = %3, past the model&apos;s %4-token context; the engine refuses such requests</source>
        <translation>%1 Prompt- + %2 Ausgabetoken = %3, jenseits des Kontexts des Modells von %4 Token; die Engine lehnt solche Anfragen ab</translation>
    </message>
    <message>
        <source>%1 is below max_num_seqs %2: a step could not give every sequence a token</source>
        <translation>%1 liegt unter max_num_seqs %2: ein Schritt könnte nicht jeder Sequenz ein Token geben</translation>
    </message>
    <message>
        <source>%1 requests in flight per replica, but only %2 run at once (%3): the rest queue</source>
        <translation>%1 laufende Anfragen pro Replikat, aber nur %2 laufen gleichzeitig (%3): der Rest wartet</translation>
    </message>
    <message>
        <source>%1 requests/s per replica arrive but at most %2 complete: the queue grows without bound; the figures are those at saturation, TTFT without that queue</source>
        <translation>%1 Anfragen/s pro Replikat treffen ein, aber höchstens %2 werden fertig: die Warteschlange wächst unbegrenzt; die Zahlen gelten bei Sättigung, die TTFT ohne diese Warteschlange</translation>
    </message>
    <message>
        <source>the weights and the engine&apos;s activations leave no memory for a KV cache: the model does not fit (more GPUs, tensor parallelism or smaller weights)</source>
        <translation>die Gewichte und die Aktivierungen der Engine lassen keinen Speicher für einen KV-Cache: das Modell passt nicht (mehr GPUs, Tensor-Parallelität oder kleinere Gewichte)</translation>
    </message>
    <message>
        <source>the KV cache holds %1 tokens, fewer than one request&apos;s %2: the engine refuses to start</source>
        <translation>der KV-Cache hält %1 Token, weniger als die %2 einer Anfrage: die Engine startet nicht</translation>
    </message>
    <message>
        <source>no layout of %1 to %2 GPUs leaves room for one request&apos;s KV cache (more GPUs, or free the formats: plan.fixed {&quot;inference&quot;: {&quot;weights_dtype&quot;: null}})</source>
        <translation>kein Layout mit %1 bis %2 GPUs lässt Platz für den KV-Cache einer Anfrage (mehr GPUs, oder die Formate freigeben: plan.fixed {&quot;inference&quot;: {&quot;weights_dtype&quot;: null}})</translation>
    </message>
    <message>
        <source>each token crosses %1 pipeline stages, not %2</source>
        <translation>jedes Token durchläuft %1 Pipeline-Stufen, nicht %2</translation>
    </message>
    <message>
        <source>per-step overhead %1 (TP all-reduces per layer)</source>
        <translation>Fixkosten pro Schritt %1 (TP-All-Reduces pro Schicht)</translation>
    </message>
    <message>
        <source>per-step overhead %1 (launches, host time)</source>
        <translation>Fixkosten pro Schritt %1 (Kernel-Starts, Host-Zeit)</translation>
    </message>
    <message>
        <source>weights and KV cache read %1 per step</source>
        <translation>Lesen von Gewichten und KV-Cache %1 pro Schritt</translation>
    </message>
    <message>
        <source>compute %1 per step</source>
        <translation>Rechenzeit %1 pro Schritt</translation>
    </message>
    <message>
        <source>ties the best</source>
        <translation>gleichauf mit der besten</translation>
    </message>
    <message>
        <source>%1 sequences decoding per replica, the best %2</source>
        <translation>%1 Sequenzen dekodieren pro Replikat, bei der besten %2</translation>
    </message>
    <message>
        <source>%1 headroom (saturates at %2 requests/s): %3</source>
        <translation>%1 Reserve (sättigt bei %2 Anfragen/s): %3</translation>
    </message>
    <message>
        <source>one replica takes %1 GPUs</source>
        <translation>ein Replikat belegt %1 GPUs</translation>
    </message>
    <message>
        <source>with %1 GPUs: %2</source>
        <translation>mit %1 GPUs: %2</translation>
    </message>
    <message>
        <source>does not fit: no room for one request&apos;s KV cache</source>
        <translation>passt nicht: kein Platz für den KV-Cache einer Anfrage</translation>
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
        <translation>gesättigt: %1 Anfragen/s kommen an, höchstens %2 werden fertig</translation>
    </message>
    <message>
        <source>%1 (at %2 GPUs, the most searched)</source>
        <translation>%1 (bei %2 GPUs, der größten durchsuchten Zahl)</translation>
    </message>
    <message>
        <source>most output tokens/s per GPU meeting the SLOs; %1</source>
        <translation>die meisten Ausgabe-Tokens/s pro GPU innerhalb der SLOs; %1</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; %1</source>
        <translation>die wenigsten GPUs innerhalb der SLOs; %1</translation>
    </message>
    <message>
        <source>+%1 GPUs: %2</source>
        <translation>+%1 GPUs: %2</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; on fewer, no layout holds the weights and one request&apos;s KV cache</source>
        <translation>die wenigsten GPUs innerhalb der SLOs; auf weniger fasst kein Layout die Gewichte und den KV-Cache einer Anfrage</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; the nearest on fewer, %1, misses: %2</source>
        <translation>die wenigsten GPUs innerhalb der SLOs; das nächste auf weniger, %1, verfehlt: %2</translation>
    </message>
    <message>
        <source>the request rate</source>
        <translation>die Anfragerate</translation>
    </message>
    <message>
        <source>no layout meets the SLOs: the nearest, on %1 GPUs, reaches TTFT %2 and TPOT %3 at %4 requests/s; %5 binds (%6)</source>
        <translation>kein Layout hält die SLOs ein: das nächste, auf %1 GPUs, erreicht TTFT %2 und TPOT %3 bei %4 Anfragen/s; %5 begrenzt (%6)</translation>
    </message>
    <message>
        <source>%1 does not divide the model&apos;s %2 attention heads; the engine refuses such a tensor-parallel size</source>
        <translation>%1 teilt die %2 Attention-Heads des Modells nicht; die Engine lehnt eine solche Tensor-Parallel-Größe ab</translation>
    </message>
    <message>
        <source>expected a non-empty list of %1, %2</source>
        <translation>erwartet eine nicht leere Liste aus %1, %2</translation>
    </message>
    <message>
        <source>%1 where the best has %2</source>
        <translation>%1, wo das beste %2 hat</translation>
    </message>
    <message>
        <source>leaves no ZeRO stage or recomputation that the framework profile runs</source>
        <translation>lässt keine ZeRO-Stufe und keine Neuberechnung übrig, die das Framework-Profil ausführt</translation>
    </message>
    <message>
        <source>%1: the GPU count, no part of the step larger</source>
        <translation>%1: die GPU-Anzahl, kein Teil des Schritts größer</translation>
    </message>
    <message>
        <source>expected &quot;fwd&quot;, &quot;dgrad&quot; or &quot;wgrad&quot;, got &quot;%1&quot;</source>
        <translation>erwartet wird „fwd“, „dgrad“ oder „wgrad“, angegeben wurde „%1“</translation>
    </message>
    <message>
        <source>disagrees with the point&apos;s m, n and k</source>
        <translation>stimmt nicht mit m, n und k des Punkts überein</translation>
    </message>
    <message>
        <source>must be above 0 and at most %1, got %2</source>
        <translation>muss über 0 und höchstens %1 sein, ist %2</translation>
    </message>
    <message>
        <source>examples x tokens per example x epochs = %1 tokens, more than %2</source>
        <translation>Beispiele x Token je Beispiel x Epochen = %1 Token, mehr als %2</translation>
    </message>
    <message>
        <source>expected a release number such as &quot;0.6.0&quot;, got &quot;%1&quot;</source>
        <translation>erwartet wird eine Versionsnummer wie &quot;0.6.0&quot;, angegeben wurde &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the results measured on %1 have no decode probes (rooflab-bench --sweep decode): the serving figures use the efficiencies they calibrate for the step time, not measured decode steps</source>
        <translation>die auf %1 gemessenen Ergebnisse enthalten keine Decode-Proben (rooflab-bench --sweep decode): die Serving-Werte nutzen die Effizienzen, die sie für die Schrittzeit kalibrieren, keine gemessenen Decode-Schritte</translation>
    </message>
    <message>
        <source>the published serving figures are used: the results file (%1) cannot calibrate this GPU</source>
        <translation>die veröffentlichten Serving-Werte werden verwendet: die Ergebnisdatei (%1) kann diese GPU nicht kalibrieren</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of pipeline stages (pp), got %1</source>
        <translation>DualPipe braucht eine gerade Zahl von Pipeline-Stufen (pp), erhalten %1</translation>
    </message>
    <message>
        <source>DualPipe has no virtual stages (each GPU holds two mirrored stages), got virtual_stages %1</source>
        <translation>DualPipe hat keine virtuellen Stufen (jede GPU hält zwei gespiegelte Stufen), erhalten virtual_stages %1</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches per step, at least 2 x pp = %1, got grad_accum %2</source>
        <translation>DualPipe braucht eine gerade Zahl von Mikro-Batches pro Schritt, mindestens 2 x pp = %1, erhalten grad_accum %2</translation>
    </message>
    <message>
        <source>applies to the PyTorch implementations&apos; dense layers with tensor parallelism (tp &gt; 1) and sequence parallelism; it has no effect here (Megatron&apos;s layers keep the sharded input)</source>
        <translation>gilt für dichte Schichten der PyTorch-Implementierungen mit Tensorparallelität (tp &gt; 1) und Sequenzparallelität; hier wirkt es nicht (Megatrons Schichten behalten die geteilte Eingabe)</translation>
    </message>
    <message>
        <source>needs pipeline parallelism (pp of 2 or more)</source>
        <translation>erfordert Pipeline-Parallelität (pp von 2 oder mehr)</translation>
    </message>
    <message>
        <source>DualPipe&apos;s mirrored stages hold the layers evenly; not with DualPipe</source>
        <translation>die gespiegelten Stufen von DualPipe halten die Schichten gleichmäßig; nicht mit DualPipe</translation>
    </message>
    <message>
        <source>the first and last stages&apos; layers cannot be set together with account_for_embedding_in_pipeline_split or account_for_loss_in_pipeline_split (Megatron-Core refuses it)</source>
        <translation>die Schichten der ersten und letzten Stufe lassen sich nicht zusammen mit account_for_embedding_in_pipeline_split oder account_for_loss_in_pipeline_split setzen (Megatron-Core lehnt das ab)</translation>
    </message>
    <message>
        <source>the first and last stages&apos; %1 layers exceed the model&apos;s %2 layers</source>
        <translation>die %1 Schichten der ersten und letzten Stufe übersteigen die %2 Schichten des Modells</translation>
    </message>
    <message>
        <source>with no middle stage the first and last stages must hold all %1 layers, got %2</source>
        <translation>ohne mittlere Stufe müssen die erste und die letzte Stufe alle %1 Schichten halten, erhalten %2</translation>
    </message>
    <message>
        <source>the %1 layers left do not divide evenly over the %2 middle stages</source>
        <translation>die verbleibenden %1 Schichten lassen sich nicht gleichmäßig auf die %2 mittleren Stufen verteilen</translation>
    </message>
    <message>
        <source>the first stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>die %1 Schichten der ersten Stufe lassen sich nicht in %2 virtuelle Stufen teilen</translation>
    </message>
    <message>
        <source>the last stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>die %1 Schichten der letzten Stufe lassen sich nicht in %2 virtuelle Stufen teilen</translation>
    </message>
    <message>
        <source>each middle stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>die %1 Schichten jeder mittleren Stufe lassen sich nicht in %2 virtuelle Stufen teilen</translation>
    </message>
    <message>
        <source>%1 layers (the embedding and/or the loss counted as one each) do not divide evenly over %2 pipeline stages</source>
        <translation>%1 Schichten (Embedding und/oder Loss als je eine gezählt) lassen sich nicht gleichmäßig auf %2 Pipeline-Stufen verteilen</translation>
    </message>
    <message>
        <source>each stage&apos;s %1 layers (the embedding and/or the loss counted) do not divide into %2 virtual stages</source>
        <translation>die %1 Schichten jeder Stufe (Embedding und/oder Loss mitgezählt) lassen sich nicht in %2 virtuelle Stufen teilen</translation>
    </message>
    <message>
        <source>this framework profile splits the layers evenly over the pipeline stages; uneven first and last stages need the megatron-core, torchtitan or deepspeed profile</source>
        <translation>dieses Framework-Profil verteilt die Schichten gleichmäßig auf die Pipeline-Stufen; ungleiche erste und letzte Stufen brauchen das Profil megatron-core, torchtitan oder deepspeed</translation>
    </message>
    <message>
        <source>its vocabulary of %1 tokens is not the model&apos;s %2: the engine verifies the draft&apos;s tokens by their ids, so both must share one tokenizer</source>
        <translation>sein Vokabular von %1 Tokens ist nicht das des Modells (%2): die Engine prüft die Tokens des Draft-Modells anhand ihrer IDs, daher müssen beide einen Tokenizer teilen</translation>
    </message>
    <message>
        <source>%1 prefill instance(s) of %2 GPUs and %3 decode instance(s) of %4 GPUs need %5 GPUs, more than parallel.gpus %6</source>
        <translation>%1 Prefill-Instanz(en) mit %2 GPUs und %3 Decode-Instanz(en) mit %4 GPUs brauchen %5 GPUs, mehr als parallel.gpus %6</translation>
    </message>
    <message>
        <source>the model has no routed experts to split (a dense model)</source>
        <translation>das Modell hat keine gerouteten Experten zum Aufteilen (ein dichtes Modell)</translation>
    </message>
    <message>
        <source>the ranks share the MoE layers through expert parallelism: set serving.expert_parallel too</source>
        <translation>die Ranks teilen sich die MoE-Schichten über Expertenparallelität: setzen Sie auch serving.expert_parallel</translation>
    </message>
    <message>
        <source>not modelled with pipeline parallelism (parallel.pp %1): use pp 1</source>
        <translation>mit Pipeline-Parallelität nicht modelliert (parallel.pp %1): verwenden Sie pp 1</translation>
    </message>
    <message>
        <source>parallel.gpus %1 is not a whole number of ranks of tp %2</source>
        <translation>parallel.gpus %1 ist keine ganze Zahl von Ranks mit tp %2</translation>
    </message>
    <message>
        <source>%1 routed experts per layer do not split evenly over %2 expert-parallel GPUs</source>
        <translation>%1 geroutete Experten pro Schicht lassen sich nicht gleichmäßig auf %2 expertenparallele GPUs verteilen</translation>
    </message>
    <message>
        <source>the plan searches replicas that prefill and decode together: serving.disaggregation is left out (evaluate the scenario itself for its pools)</source>
        <translation>der Plan durchsucht Replikate, die Prefill und Decode gemeinsam ausführen: serving.disaggregation bleibt unberücksichtigt (werten Sie für seine Pools das Szenario selbst aus)</translation>
    </message>
    <message>
        <source>the %1 instances&apos; weights (tp %2) leave no memory for a KV cache: that pool does not fit (a larger tp for it, or smaller weights)</source>
        <translation>die Gewichte der %1-Instanzen (tp %2) lassen keinen Speicher für einen KV-Cache: dieser Pool passt nicht (ein größeres tp dafür oder kleinere Gewichte)</translation>
    </message>
    <message>
        <source>a %1 instance&apos;s KV cache holds %2 tokens, fewer than the %3 it must hold for one request</source>
        <translation>der KV-Cache einer %1-Instanz fasst %2 Tokens, weniger als die %3, die er für eine Anfrage halten muss</translation>
    </message>
    <message>
        <source>disaggregated: %1 prefill instance(s) of %2 GPUs complete %3 requests/s, %4 decode instance(s) of %5 GPUs %6; the %7 limits</source>
        <translation>disaggregiert: %1 Prefill-Instanz(en) mit %2 GPUs schaffen %3 Anfragen/s, %4 Decode-Instanz(en) mit %5 GPUs %6; %7 begrenzt</translation>
    </message>
    <message>
        <source>%1 clients, but the pools complete at most %2 requests/s: the rest queue before the prefill</source>
        <translation>%1 Clients, aber die Pools schaffen höchstens %2 Anfragen/s: der Rest wartet vor dem Prefill</translation>
    </message>
    <message>
        <source>%1 requests/s arrive but the pools complete at most %2: the queue grows without bound; the figures are those at saturation, TTFT without that queue</source>
        <translation>%1 Anfragen/s treffen ein, aber die Pools schaffen höchstens %2: die Warteschlange wächst unbegrenzt; die Zahlen gelten bei Sättigung, die TTFT ohne diese Warteschlange</translation>
    </message>
    <message>
        <source>routed experts split over %1 GPUs (expert parallelism), %2 data-parallel attention rank(s) of tp %3; tokens reach the experts by %4</source>
        <translation>geroutete Experten auf %1 GPUs verteilt (Expertenparallelität), %2 datenparallele Attention-Rank(s) mit tp %3; Tokens erreichen die Experten per %4</translation>
    </message>
    <message>
        <source>%1 clients, but the decode pool completes at most %2 requests/s: the rest wait for a decode slot after their prefill</source>
        <translation>%1 Clients, aber der Decode-Pool schließt höchstens %2 Anfragen/s ab: die übrigen warten nach ihrem Prefill auf einen Decode-Platz</translation>
    </message>
    <message>
        <source>%1 requests/s arrive but the decode pool completes at most %2: prefilled requests wait for a decode slot without bound; the figures are those at saturation, TTFT without that wait</source>
        <translation>%1 Anfragen/s treffen ein, aber der Decode-Pool schließt höchstens %2 ab: Anfragen nach dem Prefill warten unbegrenzt auf einen Decode-Platz; die Zahlen gelten bei Sättigung, die TTFT ohne diese Wartezeit</translation>
    </message>
    <message>
        <source>must be at least 1 with &quot;checkpointing&quot;: &quot;block&quot;, got %1</source>
        <translation>muss mit &quot;checkpointing&quot;: &quot;block&quot; mindestens 1 sein, angegeben wurde %1</translation>
    </message>
    <message>
        <source>&quot;block&quot; is Megatron&apos;s --recompute-method block and applies to the megatron implementations only (choose &quot;full&quot; or &quot;every-k&quot;)</source>
        <translation>&quot;block&quot; ist --recompute-method block von Megatron und gilt nur für die Megatron-Implementierungen (&quot;full&quot; oder &quot;every-k&quot; wählen)</translation>
    </message>
    <message>
        <source>a2a splits the heads over tp x cp = %1 GPUs; %2 query and %3 key-value heads do not divide by it</source>
        <translation>a2a teilt die Köpfe auf tp x cp = %1 GPUs auf; %2 Query- und %3 Key-Value-Köpfe sind nicht dadurch teilbar</translation>
    </message>
    <message>
        <source>is Transformer Engine&apos;s (Megatron-Core&apos;s --cp-comm-type); torchtitan runs PyTorch&apos;s context parallelism, which parallel.cp_rotate_method sets: it has no effect here</source>
        <translation>gehört zu Transformer Engine (--cp-comm-type von Megatron-Core); torchtitan nutzt die Kontextparallelität von PyTorch, die parallel.cp_rotate_method einstellt: hier ohne Wirkung</translation>
    </message>
    <message>
        <source>is torchtitan&apos;s (PyTorch&apos;s context parallelism); this implementation runs Transformer Engine&apos;s, which parallel.cp_comm_type sets: it has no effect here</source>
        <translation>gehört zu torchtitan (Kontextparallelität von PyTorch); diese Implementierung nutzt die von Transformer Engine, die parallel.cp_comm_type einstellt: hier ohne Wirkung</translation>
    </message>
    <message>
        <source>exposed context-parallel communication</source>
        <translation>sichtbare kontextparallele Kommunikation</translation>
    </message>
    <message>
        <source>context parallelism&apos;s default communication only</source>
        <translation>nur die Standardkommunikation der Kontextparallelität</translation>
    </message>
    <message>
        <source>expected two whole numbers [a2a, p2p] from 1 to %1, %2</source>
        <translation>erwartet zwei ganze Zahlen [a2a, p2p] von 1 bis %1, %2</translation>
    </message>
    <message>
        <source>applies to parallel.cp_comm_type &quot;a2a+p2p&quot; under Transformer Engine&apos;s context parallelism; it has no effect here</source>
        <translation>gilt für parallel.cp_comm_type &quot;a2a+p2p&quot; unter der Kontextparallelität von Transformer Engine; hier hat es keine Wirkung</translation>
    </message>
    <message>
        <source>[%1, %2] multiply to %3, not cp = %4</source>
        <translation>[%1, %2] ergeben multipliziert %3, nicht cp = %4</translation>
    </message>
    <message>
        <source>a2a+p2p splits the heads over tp x its all-to-all group = %1 GPUs; %2 query and %3 key-value heads do not divide by it</source>
        <translation>a2a+p2p teilt die Köpfe auf tp x seine All-to-all-Gruppe = %1 GPUs auf; %2 Query- und %3 Key-Value-Köpfe sind nicht dadurch teilbar</translation>
    </message>
    <message>
        <source>&quot;rowwise&quot; is torchao&apos;s Float8Linear recipe, modelled under training.implementation &quot;torchtitan&quot;; Transformer Engine&apos;s recipes are &quot;delayed&quot;, &quot;tensorwise&quot; and &quot;blockwise&quot;</source>
        <translation>&quot;rowwise&quot; ist das Float8Linear-Rezept von torchao, modelliert unter training.implementation &quot;torchtitan&quot;; die Rezepte von Transformer Engine sind &quot;delayed&quot;, &quot;tensorwise&quot; und &quot;blockwise&quot;</translation>
    </message>
    <message>
        <source>torchtitan gathers float8 weights with tensorwise scaling only; the rowwise recipe gathers them in bf16</source>
        <translation>torchtitan sammelt float8-Gewichte nur mit tensorweiser Skalierung; das zeilenweise Rezept sammelt sie in bf16</translation>
    </message>
    <message>
        <source>materialised attention computes every score of the sequence whatever the documents&apos; mask; only a fused variable-length kernel keeps attention within each document</source>
        <translation>materialisierte Attention berechnet jeden Score der Sequenz, was auch immer die Dokumentmaske sagt; nur ein fusionierter Kernel mit variabler Länge hält die Attention in jedem Dokument</translation>
    </message>
    <message>
        <source>has no effect: it is Megatron-Core&apos;s (training.implementation &quot;megatron-core&quot;) for a mixture of experts with ep &gt; 1, virtual stages when pp &gt; 1, and no full, block or &quot;moe&quot; recomputation; DualPipe pairs its chunks itself</source>
        <translation>ohne Wirkung: es gehört zu Megatron-Core (training.implementation &quot;megatron-core&quot;) für eine Mixture of Experts mit ep &gt; 1, virtuellen Stufen bei pp &gt; 1 und ohne volle, Block- oder &quot;moe&quot;-Neuberechnung; DualPipe paart seine Chunks selbst</translation>
    </message>
</context>
<context>
    <name>rooflab::ModelControls</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>A published architecture (exact parameter count, layers, heads, vocabulary), or a size-only model whose shape RoofLab derives from the size slider.</source>
        <translation>Eine veröffentlichte Architektur (exakte Parameterzahl, Schichten, Heads, Vokabular) oder ein Modell nur nach Größe, dessen Form RoofLab aus dem Größenregler ableitet.</translation>
    </message>
    <message>
        <source>size-only (slider)</source>
        <translation>nur Größe (Regler)</translation>
    </message>
    <message>
        <source>custom architecture</source>
        <translation>eigene Architektur</translation>
    </message>
    <message>
        <source>The architecture edited with Architecture...</source>
        <translation>Die mit „Architektur...“ bearbeitete Architektur</translation>
    </message>
    <message>
        <source> - teaching</source>
        <translation> - Lehrbeispiel</translation>
    </message>
    <message>
        <source>Architecture...</source>
        <translation>Architektur...</translation>
    </message>
    <message>
        <source>Edit architecture</source>
        <translation>Architektur bearbeiten</translation>
    </message>
    <message>
        <source>Edit every field of the architecture (layers, widths, heads, vocabulary, MLP kind, experts). The result becomes a custom architecture.</source>
        <translation>Jedes Feld der Architektur bearbeiten (Schichten, Breiten, Heads, Vokabular, MLP-Typ, Experten). Das Ergebnis wird zu einer eigenen Architektur.</translation>
    </message>
    <message>
        <source>Model size (parameters)</source>
        <translation>Modellgröße (Parameter)</translation>
    </message>
    <message>
        <source>Parameter count N of a size-only model. Weights, gradients and optimizer states scale with N; moving it switches the model to size-only.</source>
        <translation>Parameterzahl N eines Modells nur nach Größe. Gewichte, Gradienten und Optimizer-Zustände skalieren mit N; wird der Regler bewegt, wechselt das Modell zu „nur Größe“.</translation>
    </message>
    <message>
        <source>%1 parameters%2 - %3 layers, d_model %4, %5 heads (%6 KV), d_ff %7, vocab %8</source>
        <translation>%1 Parameter%2 - %3 Schichten, d_model %4, %5 Heads (%6 KV), d_ff %7, Vokabular %8</translation>
    </message>
    <message>
        <source> (derived Llama-style shape)</source>
        <translation> (abgeleitete Form im Llama-Stil)</translation>
    </message>
    <message>
        <source>, sliding window %1 in %2 of %3 layers</source>
        <translation>, gleitendes Fenster %1 in %2 von %3 Schichten</translation>
    </message>
</context>
<context>
    <name>rooflab::NapkinPanel</name>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <source>Compute (6ND)</source>
        <translation>Rechenaufwand (6ND)</translation>
    </message>
    <message>
        <source>6 x parameters x training tokens (Kaplan et al. 2020): forward 2N, backward 4N per token.</source>
        <translation>6 x Parameter x Trainings-Tokens (Kaplan et al. 2020): Forward 2N, Backward 4N pro Token.</translation>
    </message>
    <message>
        <source>Compute (detailed)</source>
        <translation>Rechenaufwand (detailliert)</translation>
    </message>
    <message>
        <source>3 x the Chinchilla (Hoffmann et al. 2022, App. F) forward count, which includes attention and the vocabulary projection.</source>
        <translation>3 x die Forward-Zählung nach Chinchilla (Hoffmann et al. 2022, App. F), die Attention und die Vokabularprojektion einschließt.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>GPUs x hours of the run.</source>
        <translation>GPUs x Stunden des Laufs.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>GPU-hours x price per GPU-hour.</source>
        <translation>GPU-Stunden x Preis pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>What fits</source>
        <translation>Was passt</translation>
    </message>
    <message>
        <source>Largest micro-batch</source>
        <translation>Größter Micro-Batch</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>Wenigste GPUs</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>Vorhergesagte MFU</translation>
    </message>
    <message>
        <source>Throughput / GPU</source>
        <translation>Durchsatz / GPU</translation>
    </message>
    <message>
        <source>Tokens per second per GPU at the predicted step time.</source>
        <translation>Tokens pro Sekunde und GPU bei der vorhergesagten Schrittzeit.</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>2 (K and V) x layers x KV heads x head dimension x KV dtype bytes, whole model.</source>
        <translation>2 (K und V) x Schichten x KV-Heads x Head-Dimension x Bytes des KV-Dtype, ganzes Modell.</translation>
    </message>
    <message>
        <source>Serving limits</source>
        <translation>Grenzen beim Serving</translation>
    </message>
    <message>
        <source>Largest batch at this context, and longest context at this batch, that fit in one GPU&apos;s memory.</source>
        <translation>Größter Batch bei diesem Kontext und längster Kontext bei diesem Batch, die in den Speicher einer GPU passen.</translation>
    </message>
    <message>
        <source>no scenario yet</source>
        <translation>noch kein Szenario</translation>
    </message>
    <message>
        <source>set the training tokens D</source>
        <translation>Trainings-Tokens D festlegen</translation>
    </message>
    <message>
        <source>%1 FLOP (%2)</source>
        <translation>%1 FLOP (%2)</translation>
    </message>
    <message>
        <source>6ND / (GPUs x dense peak x MFU). From the detailed FLOP count: %1.</source>
        <translation>6ND / (GPUs x dichte Spitzenleistung x MFU). Aus der detaillierten FLOP-Zählung: %1.</translation>
    </message>
    <message>
        <source>this GPU has no peak for the compute dtype</source>
        <translation>diese GPU hat keine Spitzenleistung für den Rechen-Dtype</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU-Stunden</translation>
    </message>
    <message>
        <source>no run time</source>
        <translation>keine Laufzeit</translation>
    </message>
    <message>
        <source>set a price per GPU-hour</source>
        <translation>Preis pro GPU-Stunde festlegen</translation>
    </message>
    <message>
        <source>%1%2 at %1%3 per GPU-hour</source>
        <translation>%2 %1 bei %3 %1 pro GPU-Stunde</translation>
    </message>
    <message>
        <source>not even a 10M model fits with this set-up</source>
        <translation>mit diesem Setup passt nicht einmal ein 10M-Modell</translation>
    </message>
    <message>
        <source>%1 x %2 tokens</source>
        <translation>%1 x %2 Tokens</translation>
    </message>
    <message>
        <source>not even a micro-batch of 1 fits</source>
        <translation>nicht einmal ein Micro-Batch von 1 passt</translation>
    </message>
    <message>
        <source>; %1 with ZeRO-3</source>
        <translation>; %1 mit ZeRO-3</translation>
    </message>
    <message>
        <source>; none with ZeRO-3</source>
        <translation>; keine mit ZeRO-3</translation>
    </message>
    <message>
        <source>no GPU count fits with this strategy</source>
        <translation>keine GPU-Anzahl passt mit dieser Strategie</translation>
    </message>
    <message>
        <source>per optimizer step</source>
        <translation>pro Optimizer-Schritt</translation>
    </message>
    <message>
        <source>per prompt batch (prefill)</source>
        <translation>pro Prompt-Batch (Prefill)</translation>
    </message>
    <message>
        <source>per generated token (decode)</source>
        <translation>pro generiertem Token (Decode)</translation>
    </message>
    <message>
        <source>no operations or no peak for this dtype</source>
        <translation>keine Operationen oder keine Spitzenleistung für diesen Dtype</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source> (measured: %1 %)</source>
        <translation> (gemessen: %1 %)</translation>
    </message>
    <message>
        <source>no step time</source>
        <translation>keine Schrittzeit</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>%1 per token; %2 at batch %3 x %4 tokens</source>
        <translation>%1 pro Token; %2 bei Batch %3 x %4 Tokens</translation>
    </message>
    <message>
        <source>the model has no attention layers</source>
        <translation>das Modell hat keine Attention-Schichten</translation>
    </message>
    <message>
        <source>max batch %1; max context %2 tokens</source>
        <translation>max. Batch %1; max. Kontext %2 Tokens</translation>
    </message>
    <message>
        <source>the weights alone do not fit on one GPU</source>
        <translation>schon die Gewichte allein passen nicht auf eine GPU</translation>
    </message>
    <message>
        <source>Click the figure to see how it is computed.</source>
        <translation>Klicken Sie auf den Wert, um zu sehen, wie er berechnet wird.</translation>
    </message>
    <message>
        <source>Training memory</source>
        <translation>Trainingsspeicher</translation>
    </message>
    <message>
        <source>Memory per GPU at the peak of one training step, and the phase it happens in: the highest of the moments of the forward, the loss, the backward and the optimizer step.</source>
        <translation>Speicher pro GPU an der Spitze eines Trainingsschritts und die Phase, in der sie auftritt: der höchste der Zeitpunkte von Forward, Loss, Backward und Optimizer-Schritt.</translation>
    </message>
    <message>
        <source>peak %1 (%2)</source>
        <translation>Spitze %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Highest in each phase: %1.</source>
        <translation>Höchster Wert je Phase: %1.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Training: the operations at their size-dependent efficiency, plus exposed communication, the pipeline bubble and the optimizer step. Inference: sum over the operations of max(FLOPs / peak, bytes / bandwidth).</source>
        <translation>Training: die Operationen mit ihrer größenabhängigen Effizienz, dazu die nicht überlappte Kommunikation, die Pipeline-Blase und der Optimiererschritt. Inferenz: Summe über die Operationen von max(FLOPs / Spitze, Bytes / Bandbreite).</translation>
    </message>
    <message>
        <source>Model FLOPs of the step / (step time x peak x GPUs). The roofline bound ignores communication and efficiency: the best this step could reach.</source>
        <translation>Modell-FLOPs des Schritts / (Schrittzeit x Spitze x GPUs). Die Roofline-Schranke ignoriert Kommunikation und Effizienz: das Beste, was dieser Schritt erreichen könnte.</translation>
    </message>
    <message>
        <source> (roofline bound: %1 %)</source>
        <translation> (Roofline-Schranke: %1 %)</translation>
    </message>
    <message>
        <source>%1 %2, at the efficiency measured on this GPU</source>
        <translation>%1 %2, mit der auf dieser GPU gemessenen Effizienz</translation>
    </message>
    <message>
        <source>vLLM capacity</source>
        <translation>vLLM-Kapazität</translation>
    </message>
    <message>
        <source>What vLLM leaves for the KV cache at start-up: gpu_memory_utilization x the card&apos;s memory, minus the weights, the non-PyTorch memory and the activation peak of its profiling run; in tokens, and in requests of this context that fit at once.</source>
        <translation>Was vLLM beim Start für den KV-Cache übrig lässt: gpu_memory_utilization x Kartenspeicher, abzüglich der Gewichte, des Speichers außerhalb von PyTorch und der Aktivierungsspitze seines Profiling-Laufs; in Tokens und in gleichzeitig passenden Anfragen dieses Kontexts.</translation>
    </message>
    <message>
        <source>%1 tokens of KV cache (%2); %3 requests of %4 tokens at once</source>
        <translation>%1 Tokens KV-Cache (%2); %3 Anfragen zu %4 Tokens gleichzeitig</translation>
    </message>
    <message>
        <source>no memory left for the KV cache</source>
        <translation>kein Speicher für den KV-Cache übrig</translation>
    </message>
    <message>
        <source>max batch %1; max context %2 tokens (the model&apos;s limit)</source>
        <translation>max. Batch %1; max. Kontext %2 Tokens (Grenze des Modells)</translation>
    </message>
    <message>
        <source>Largest size-only model</source>
        <translation>Größtes reines Größenmodell</translation>
    </message>
    <message>
        <source>Largest size-only model that fits on these GPUs with this precision, optimizer, batch, sequence length and parallelism: a Llama-style shape derived from the parameter count (SwiGLU, a 32,000-token vocabulary), whatever model is chosen above.</source>
        <translation>Größtes reines Größenmodell, das mit dieser Genauigkeit, diesem Optimierer, Batch, dieser Sequenzlänge und Parallelität auf diese GPUs passt: eine aus der Parameterzahl abgeleitete Llama-artige Form (SwiGLU, ein Vokabular von 32.000 Token), welches Modell oben auch gewählt ist.</translation>
    </message>
    <message>
        <source>%1 parameters, Llama-style shape (%2)</source>
        <translation>%1 Parameter, Llama-artige Form (%2)</translation>
    </message>
    <message>
        <source>Checked against</source>
        <translation>Abgeglichen mit</translation>
    </message>
    <message>
        <source>real steps took %1-%2 x this (%3 runs)</source>
        <translation>echte Schritte dauerten das %1-%2-Fache (%3 Läufe)</translation>
    </message>
    <message>
        <source>no real run of this kind compared yet</source>
        <translation>noch kein echter Lauf dieser Art verglichen</translation>
    </message>
    <message>
        <source>training steps only</source>
        <translation>nur für Trainingsschritte</translation>
    </message>
    <message>
        <source>real runs were compared with the published efficiencies, not measured ones</source>
        <translation>echte Läufe wurden mit den veröffentlichten Effizienzen verglichen, nicht mit gemessenen</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits with everything else unchanged (strictly: with the allocator&apos;s reserve and NCCL&apos;s buffers as estimated).</source>
        <translation>Größter Micro-Batch, der passt, wenn alles andere unverändert bleibt (streng genommen: mit Allokator-Reserve und NCCL-Puffern wie geschätzt).</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit this model with the same strategy, and with ZeRO-3 (strictly, as above).</source>
        <translation>Kleinste Zahl von GPUs, auf die dieses Modell mit derselben Strategie passt, und mit ZeRO-3 (streng genommen, wie oben).</translation>
    </message>
    <message>
        <source>%1: tight, fits only while the allocator reserve stays below %2</source>
        <translation>%1: knapp, passt nur, solange die Allokator-Reserve unter %2 bleibt</translation>
    </message>
    <message>
        <source>no room for one request&apos;s KV cache</source>
        <translation>kein Platz für den KV-Cache einer Anfrage</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>Invalid scenario: %1</source>
        <translation>Ungültiges Szenario: %1</translation>
    </message>
    <message>
        <source>Price / GPU-hour</source>
        <translation>Preis / GPU-Stunde</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Preis je GPU-Stunde</translation>
    </message>
    <message>
        <source>At the predicted speed: the training tokens (at least one step&apos;s) / the step-time model&apos;s tokens per second. At the assumed MFU: 6ND / (GPUs x dense peak x MFU).</source>
        <translation>Bei der vorhergesagten Geschwindigkeit: die Trainingstoken (mindestens die eines Schritts) / Token pro Sekunde des Schrittzeitmodells. Bei der angenommenen MFU: 6ND / (GPUs x dichte Spitze x MFU).</translation>
    </message>
    <message>
        <source>%1 at the assumed %2 % MFU (%3)</source>
        <translation>%1 bei angenommener MFU von %2 % (%3)</translation>
    </message>
    <message>
        <source>%1 at the predicted speed; %2</source>
        <translation>%1 bei der vorhergesagten Geschwindigkeit; %2</translation>
    </message>
    <message>
        <source>hidden until the exercise is answered</source>
        <translation>verborgen, bis die Aufgabe gelöst ist</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token, the serving block&apos;s engine at its load: the wait before admission, then the prompt&apos;s chunks in the running batch&apos;s steps.</source>
        <translation>Zeit bis zum ersten Token, die Engine des Serving-Blocks bei ihrer Last: das Warten vor der Aufnahme, dann die Stücke des Prompts in den Schritten des laufenden Batches.</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the average engine step at the load: weights and KV cache read, the FLOPs, a fixed overhead per step (launches, collectives, the scheduler); and what limits it.</source>
        <translation>Zeit pro Ausgabetoken: der mittlere Engine-Schritt bei der Last: Gewichte und KV-Cache lesen, die FLOPs, ein fester Overhead pro Schritt (Kernelstarts, Kollektive, der Scheduler); und was ihn begrenzt.</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU and requests per second at the serving block&apos;s load. The Serving tab draws them against the requests in flight.</source>
        <translation>Ausgabetokens pro Sekunde pro GPU und Anfragen pro Sekunde bei der Last des Serving-Blocks. Der Serving-Tab zeichnet sie über den laufenden Anfragen.</translation>
    </message>
    <message>
        <source>A bound, not the prediction: the roofline of the phase at the inference batch, every operation at its roof, no per-step overhead. The serving block&apos;s figures (the Inference column) are the prediction.</source>
        <translation>Eine Schranke, nicht die Vorhersage: die Roofline der Phase beim Inferenz-Batch, jede Operation an ihrem Dach, kein Overhead pro Schritt. Die Zahlen des Serving-Blocks (Spalte Inferenz) sind die Vorhersage.</translation>
    </message>
    <message>
        <source>Roofline bounds</source>
        <translation>Roofline-Schranken</translation>
    </message>
    <message>
        <source>Step time bound</source>
        <translation>Schranke der Schrittzeit</translation>
    </message>
    <message>
        <source>MFU bound</source>
        <translation>MFU-Schranke</translation>
    </message>
    <message>
        <source>Throughput bound</source>
        <translation>Schranke des Durchsatzes</translation>
    </message>
    <message>
        <source>at least %1 per token at batch %2</source>
        <translation>mindestens %1 pro Token bei Batch %2</translation>
    </message>
    <message>
        <source>at least %1 per prompt batch of %2</source>
        <translation>mindestens %1 pro Prompt-Batch von %2</translation>
    </message>
    <message>
        <source>at most %1 %</source>
        <translation>höchstens %1 %</translation>
    </message>
    <message>
        <source>at most %1 tokens/s at batch %2</source>
        <translation>höchstens %1 Tokens/s bei Batch %2</translation>
    </message>
    <message>
        <source> (target %1: met)</source>
        <translation> (Ziel %1: erreicht)</translation>
    </message>
    <message>
        <source> (target %1: missed)</source>
        <translation> (Ziel %1: verfehlt)</translation>
    </message>
    <message>
        <source>%1, of it %2 queueing</source>
        <translation>%1, davon %2 Warteschlange</translation>
    </message>
    <message>
        <source>%1, limited by %2</source>
        <translation>%1, begrenzt durch %2</translation>
    </message>
    <message>
        <source>%1 output tokens/s per GPU, %2 requests/s at %3 in flight</source>
        <translation>%1 Ausgabetokens/s pro GPU, %2 Anfragen/s bei %3 laufenden</translation>
    </message>
    <message>
        <source>Training run (for reference)</source>
        <translation>Trainingslauf (zum Vergleich)</translation>
    </message>
    <message>
        <source>published runs were compared with the published efficiencies, not your GPU&apos;s</source>
        <translation>veröffentlichte Läufe wurden mit den veröffentlichten Effizienzen verglichen, nicht mit denen Ihrer GPU</translation>
    </message>
    <message>
        <source>no published serving run of this kind compared yet</source>
        <translation>noch kein veröffentlichter Serving-Lauf dieser Art verglichen</translation>
    </message>
    <message>
        <source>%1: %2 runs with a published TTFT, %3 with a TPOT, %4 with a throughput; %5</source>
        <translation>%1: %2 Läufe mit veröffentlichter TTFT, %3 mit TPOT, %4 mit Durchsatz; %5</translation>
    </message>
    <message>
        <source>How far real training steps of the same kind were from this model: the lowest and highest measured / predicted step time over the runs compared (docs/validation.md). For kinds of run no real step was compared with, nothing says how far it is.</source>
        <translation>Wie weit echte Trainingsschritte derselben Art von diesem Modell entfernt waren: das kleinste und größte Verhältnis gemessene / vorhergesagte Schrittzeit über die verglichenen Läufe (docs/validation.md). Für Arten von Läufen, mit denen kein echter Schritt verglichen wurde, sagt nichts, wie weit es liegt.</translation>
    </message>
    <message>
        <source>How far published, measured runs of the same engine were from this model: for TTFT, TPOT and throughput each, the lowest and highest published / predicted over the runs that publish it (docs/validation.md). A scenario unlike all of them (another GPU generation, a mixture of experts, pipeline stages, a draft model, disaggregated pools) gets none.</source>
        <translation>Wie weit veröffentlichte, gemessene Läufe derselben Engine von diesem Modell entfernt waren: für TTFT, TPOT und Durchsatz jeweils das kleinste und größte Verhältnis veröffentlicht / vorhergesagt über die Läufe, die den Wert veröffentlichen (docs/validation.md). Ein Szenario, das keinem von ihnen gleicht (eine andere GPU-Generation, ein Mixture-of-Experts-Modell, Pipeline-Stufen, ein Entwurfsmodell, getrennte Pools), erhält keinen Bereich.</translation>
    </message>
    <message>
        <source>published / predicted: %1</source>
        <translation>veröffentlicht / vorhergesagt: %1</translation>
    </message>
</context>
<context>
    <name>rooflab::NapkinPriceField</name>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>What one GPU-hour costs (cloud list price or amortised); the cost row follows it. 0 hides the cost. The same price as Run and cost in the sidebar.</source>
        <translation>Was eine GPU-Stunde kostet (Cloud-Listenpreis oder abgeschrieben); die Kostenzeile folgt ihm. 0 blendet die Kosten aus. Derselbe Preis wie unter Lauf und Kosten in der Seitenleiste.</translation>
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
        <translation>Zahlenformate</translation>
    </message>
    <message>
        <source>Type a value to see the nearest value each format can hold, its bits, and what rounding costs.</source>
        <translation>Geben Sie einen Wert ein, um den nächstgelegenen darstellbaren Wert jedes Formats, seine Bits und die Kosten der Rundung zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <source>Value to round</source>
        <translation>Zu rundender Wert</translation>
    </message>
    <message>
        <source>A decimal number such as 0.1, 1e-8, 500 or -3.5e4, written with your locale&apos;s decimal separator or a dot. inf and nan work too.</source>
        <translation>Eine Dezimalzahl wie 0.1, 1e-8, 500 oder -3.5e4, geschrieben mit dem Dezimaltrennzeichen Ihres Gebietsschemas oder einem Punkt. Auch inf und nan funktionieren.</translation>
    </message>
    <message>
        <source>e.g. 0.1, 1e-8, 500</source>
        <translation>z. B. 0.1, 1e-8, 500</translation>
    </message>
    <message>
        <source>0.1 has no exact binary representation in any format.</source>
        <translation>0.1 hat in keinem Format eine exakte Binärdarstellung.</translation>
    </message>
    <message>
        <source>1e-8 underflows to zero in FP16 but not in BF16, which has FP32&apos;s range.</source>
        <translation>1e-8 unterläuft in FP16 zu null, aber nicht in BF16, das den Wertebereich von FP32 hat.</translation>
    </message>
    <message>
        <source>500 lies beyond FP8 E4M3&apos;s largest value, 448.</source>
        <translation>500 liegt jenseits des größten Werts von FP8 E4M3, 448.</translation>
    </message>
    <message>
        <source>70000 lies beyond FP16&apos;s largest value, 65504.</source>
        <translation>70000 liegt jenseits des größten Werts von FP16, 65504.</translation>
    </message>
    <message>
        <source>2049 lies halfway between two FP16 values: ties go to the even one, 2048.</source>
        <translation>2049 liegt genau zwischen zwei FP16-Werten: Bei Gleichstand wird zum geraden gerundet, 2048.</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>%1 ausprobieren</translation>
    </message>
    <message>
        <source>&amp;Saturate FP8 E4M3 and FP4 E2M1</source>
        <translation>FP8 E4M3 und FP4 E2M1 sä&amp;ttigen</translation>
    </message>
    <message>
        <source>Saturate on overflow</source>
        <translation>Bei Überlauf sättigen</translation>
    </message>
    <message>
        <source>Off: OFP8 non-saturating mode, values beyond E4M3&apos;s 448 become NaN (E2M1 has no NaN and clamps to ±6 either way). On: OFP8 saturation mode, they clamp to ±max, the usual choice when casting to FP8 for training and inference.</source>
        <translation>Aus: nicht sättigender OFP8-Modus, Werte jenseits von 448 (E4M3) werden zu NaN (E2M1 hat kein NaN und begrenzt in jedem Fall auf ±6). An: OFP8-Sättigungsmodus, sie werden auf ±max begrenzt, die übliche Wahl beim Umwandeln nach FP8 für Training und Inferenz.</translation>
    </message>
    <message>
        <source>Input error</source>
        <translation>Eingabefehler</translation>
    </message>
    <message>
        <source>Number formats table</source>
        <translation>Tabelle der Zahlenformate</translation>
    </message>
    <message>
        <source>Nearest value: round to nearest, ties to even (IEEE 754-2019), subnormals included. ε is the gap between 1 and the next larger value. Sources: IEEE 754-2019; OCP OFP8 1.0 (E4M3, E5M2); OCP MX 1.0 (E2M1); NVIDIA (TF32); Google (bfloat16).</source>
        <translation>Nächstgelegener Wert: Rundung zum nächsten Wert, bei Gleichstand zum geraden (IEEE 754-2019), subnormale Zahlen eingeschlossen. ε ist der Abstand zwischen 1 und dem nächstgrößeren Wert. Quellen: IEEE 754-2019; OCP OFP8 1.0 (E4M3, E5M2); OCP MX 1.0 (E2M1); NVIDIA (TF32); Google (bfloat16).</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Name, and sign + exponent + mantissa bits.</source>
        <translation>Name und Bits für Vorzeichen + Exponent + Mantisse.</translation>
    </message>
    <message>
        <source>Bits:</source>
        <translation>Bits:</translation>
    </message>
    <message>
        <source>S</source>
        <translation>V</translation>
    </message>
    <message>
        <source>sign</source>
        <translation>Vorzeichen</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>exponent</source>
        <translation>Exponent</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>mantissa</source>
        <translation>Mantisse</translation>
    </message>
    <message>
        <source>One box per bit of the nearest value: sign, then the biased exponent, then the stored mantissa (fraction) bits.</source>
        <translation>Ein Kästchen pro Bit des nächstgelegenen Werts: Vorzeichen, dann der Exponent mit Bias, dann die gespeicherten Mantissenbits (Nachkommabits).</translation>
    </message>
    <message>
        <source>Nearest value</source>
        <translation>Nächstgelegener Wert</translation>
    </message>
    <message>
        <source>The format&apos;s value nearest to the input, marked in red when the input underflows to zero or overflows. &quot;≈&quot; marks a value shown rounded to the digits that tell it apart from its neighbours.</source>
        <translation>Der Wert des Formats, der der Eingabe am nächsten liegt; rot markiert, wenn die Eingabe zu null unterläuft oder überläuft. „≈“ kennzeichnet einen Wert, der auf die Stellen gerundet angezeigt wird, die ihn von seinen Nachbarn unterscheiden.</translation>
    </message>
    <message>
        <source>Relative
error</source>
        <translation>Relativer
Fehler</translation>
    </message>
    <message>
        <source>|nearest − input| / |input|; 1 when the value is lost (zero, infinity, NaN).</source>
        <translation>|nächster − Eingabe| / |Eingabe|; 1, wenn der Wert verloren geht (null, unendlich, NaN).</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Wertebereich</translation>
    </message>
    <message>
        <source>Largest finite value and smallest normal value.</source>
        <translation>Größter endlicher Wert und kleinster normaler Wert.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>ε: the gap between 1 and the next value (relative precision); the smallest subnormal: the smallest positive value.</source>
        <translation>ε: der Abstand zwischen 1 und dem nächsten Wert (relative Genauigkeit); die kleinste subnormale Zahl: der kleinste positive Wert.</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 bits</source>
        <translation>%1 + %2 + %3 Bits</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 bits
stored in %4 bits</source>
        <translation>%1 + %2 + %3 Bits
gespeichert in %4 Bits</translation>
    </message>
    <message>
        <source>Exponent bias %1. Infinity: %2. NaN: %3. Source: %4.</source>
        <translation>Exponenten-Bias %1. Unendlich: %2. NaN: %3. Quelle: %4.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 Bits</translation>
    </message>
    <message>
        <source>The %1 value nearest to the input.</source>
        <translation>Der %1-Wert, der der Eingabe am nächsten liegt.</translation>
    </message>
    <message>
        <source>%1 nearest value</source>
        <translation>%1: nächstgelegener Wert</translation>
    </message>
    <message>
        <source>Relative error of %1: |nearest − input| / |input|.</source>
        <translation>Relativer Fehler von %1: |nächster − Eingabe| / |Eingabe|.</translation>
    </message>
    <message>
        <source>%1 relative error</source>
        <translation>%1: relativer Fehler</translation>
    </message>
    <message>
        <source>Largest finite value and smallest normal value of %1.</source>
        <translation>Größter endlicher Wert und kleinster normaler Wert von %1.</translation>
    </message>
    <message>
        <source>max %1
min normal %2</source>
        <translation>max. %1
min. normal %2</translation>
    </message>
    <message>
        <source>%1 range</source>
        <translation>%1: Wertebereich</translation>
    </message>
    <message>
        <source>Epsilon (gap between 1 and the next %1 value) and the smallest positive value.</source>
        <translation>Epsilon (Abstand zwischen 1 und dem nächsten %1-Wert) und der kleinste positive Wert.</translation>
    </message>
    <message>
        <source>ε %1
min subnormal %2</source>
        <translation>ε %1
min. subnormal %2</translation>
    </message>
    <message>
        <source>%1 precision</source>
        <translation>%1: Genauigkeit</translation>
    </message>
    <message>
        <source>Type a number, e.g. 0.1 or 1e-8.</source>
        <translation>Geben Sie eine Zahl ein, z. B. 0.1 oder 1e-8.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>Still showing %1.</source>
        <translation>Weiterhin wird %1 angezeigt.</translation>
    </message>
    <message>
        <source>0 (exact)</source>
        <translation>0 (exakt)</translation>
    </message>
    <message>
        <source>underflow → 0</source>
        <translation>Unterlauf → 0</translation>
    </message>
    <message>
        <source>The input is below half of %1&apos;s smallest subnormal (%2), so it rounds to zero: the value is lost.</source>
        <translation>Die Eingabe liegt unter der Hälfte der kleinsten subnormalen Zahl von %1 (%2) und wird daher auf null gerundet: Der Wert geht verloren.</translation>
    </message>
    <message>
        <source>overflow → %1</source>
        <translation>Überlauf → %1</translation>
    </message>
    <message>
        <source>This format has no infinity, so the value becomes NaN.</source>
        <translation>Dieses Format kennt kein Unendlich, daher wird der Wert zu NaN.</translation>
    </message>
    <message>
        <source>The value becomes infinity.</source>
        <translation>Der Wert wird unendlich.</translation>
    </message>
    <message>
        <source>The value is clamped to the largest finite value.</source>
        <translation>Der Wert wird auf den größten endlichen Wert begrenzt.</translation>
    </message>
    <message>
        <source>The input lies beyond %1&apos;s largest finite value (%2). %3</source>
        <translation>Die Eingabe liegt jenseits des größten endlichen Werts von %1 (%2). %3</translation>
    </message>
    <message>
        <source>no NaN code</source>
        <translation>keine NaN-Kodierung</translation>
    </message>
    <message>
        <source>%1 has no encoding for NaN; its bits show 0.</source>
        <translation>%1 hat keine Kodierung für NaN; die Bits zeigen 0.</translation>
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
        <translation>SGD + Momentum</translation>
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
        <translation>Numerik und Optimizer</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Number formats of training: fp32; mixed precision (bf16/fp16/fp8 compute with an fp32 master copy and fp32 optimizer states); pure bf16 (no master copy); or PyTorch AMP (torch.autocast over fp32 weights: 16-bit copies of the weights for the matmuls, no master copy).</source>
        <translation>Zahlenformate des Trainings: fp32; Mixed Precision (Rechnen in bf16/fp16/fp8 mit fp32-Master-Kopie und fp32-Optimizer-Zuständen); reines bf16 (ohne Master-Kopie); oder PyTorch AMP (torch.autocast über fp32-Gewichten: 16-Bit-Kopien der Gewichte für die Matmuls, ohne Master-Kopie).</translation>
    </message>
    <message>
        <source>%1 (autocast)</source>
        <translation>%1 (Autocast)</translation>
    </message>
    <message>
        <source>custom mix</source>
        <translation>eigene Mischung</translation>
    </message>
    <message>
        <source>dtype mix...</source>
        <translation>Dtype-Mischung...</translation>
    </message>
    <message>
        <source>Edit dtype mix</source>
        <translation>Dtype-Mischung bearbeiten</translation>
    </message>
    <message>
        <source>Choose the storage dtype of weights, gradients, master copy, optimizer states, activations and logits one by one.</source>
        <translation>Den Speicher-Dtype von Gewichten, Gradienten, Master-Kopie, Optimizer-Zuständen, Aktivierungen und Logits einzeln wählen.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Sets how many state values the optimizer keeps per parameter: none (SGD), one (momentum, AdaGrad, RMSProp, Lion), two (Adam, AdamW), two 8-bit (AdamW 8-bit) or factored row/column statistics (Adafactor).</source>
        <translation>Legt fest, wie viele Zustandswerte der Optimizer pro Parameter hält: keinen (SGD), einen (Momentum, AdaGrad, RMSProp, Lion), zwei (Adam, AdamW), zwei in 8 Bit (AdamW 8-bit) oder faktorisierte Zeilen-/Spaltenstatistiken (Adafactor).</translation>
    </message>
</context>
<context>
    <name>rooflab::OffloadControls</name>
    <message>
        <source>on the GPU</source>
        <translation>auf der GPU</translation>
    </message>
    <message>
        <source>host memory (ZeRO-Offload)</source>
        <translation>Hostspeicher (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>NVMe (ZeRO-Infinity)</source>
        <translation>NVMe (ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>Hostspeicher</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>host memory (all but one layer)</source>
        <translation>Hostspeicher (alle bis auf eine Schicht)</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Auslagern</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Where the optimizer step runs. Host memory: DeepSpeed&apos;s ZeRO-Offload keeps the fp32 weights, fp32 gradients and the optimizer states in the host&apos;s RAM (18 bytes per parameter with Adam), sends the gradients over PCIe and steps on the CPU. NVMe: ZeRO-Infinity swaps the states from the drives every step. Needs ZeRO stage 1 or more.</source>
        <translation>Wo der Optimiererschritt läuft. Hostspeicher: DeepSpeeds ZeRO-Offload hält die fp32-Gewichte, fp32-Gradienten und Optimiererzustände im RAM des Hosts (18 Byte pro Parameter mit Adam), schickt die Gradienten über PCIe und rechnet den Schritt auf der CPU. NVMe: ZeRO-Infinity lagert die Zustände jeden Schritt von den Laufwerken ein. Braucht ZeRO-Stufe 1 oder höher.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>ZeRO-3 with the optimizer offloaded: the 16-bit parameter shards also live on the host (or NVMe) and travel over PCIe before every forward and backward.</source>
        <translation>ZeRO-3 mit ausgelagertem Optimierer: auch die 16-Bit-Parameter-Shards liegen auf dem Host (oder NVMe) und gehen vor jedem Vorwärts- und Rückwärtslauf über PCIe.</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s CPU offload: every layer&apos;s saved activations go to the host while the next layers run and come back for the backward; one layer stays.</source>
        <translation>CPU-Offload von Transformer Engine: die gespeicherten Aktivierungen jeder Schicht gehen zum Host, während die nächsten Schichten laufen, und kommen für den Rückwärtslauf zurück; eine Schicht bleibt.</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>Host-RAM</translation>
    </message>
    <message>
        <source>Host RAM per node</source>
        <translation>Host-RAM pro Knoten</translation>
    </message>
    <message>
        <source>The host memory one node has for what is offloaded, checked against all of its GPUs&apos; processes. &apos;from the database&apos; uses the GPU&apos;s usual server (2 TB for a DGX H100).</source>
        <translation>Der Hostspeicher eines Knotens für das Ausgelagerte, geprüft gegen die Prozesse aller seiner GPUs. „aus der Datenbank“ nimmt den üblichen Server der GPU (2 TB bei einer DGX H100).</translation>
    </message>
    <message>
        <source>from the database</source>
        <translation>aus der Datenbank</translation>
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
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Search to see the layouts here</source>
        <translation>Suchen, um die Aufteilungen hier zu sehen</translation>
    </message>
    <message numerus="yes">
        <source>Pareto front of %n layout(s)</source>
        <translation>
            <numerusform>Pareto-Front von %n Aufteilung</numerusform>
            <numerusform>Pareto-Front von %n Aufteilungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory headroom per GPU (%1)</source>
        <translation>Speicherspielraum pro GPU (%1)</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Knapp</translation>
    </message>
</context>
<context>
    <name>rooflab::PlanPanel</name>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>No search: %1</source>
        <translation>Keine Suche: %1</translation>
    </message>
    <message>
        <source>%1 layouts tried, %2 fit, in %3</source>
        <translation>%1 Aufteilungen geprüft, %2 passen, in %3</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message numerus="yes">
        <source>no layout fits; %n GPU(s) would</source>
        <translation>
            <numerusform>keine Aufteilung passt; mit %n GPU ginge es</numerusform>
            <numerusform>keine Aufteilung passt; mit %n GPUs ginge es</numerusform>
        </translation>
    </message>
    <message>
        <source>no layout fits</source>
        <translation>keine Aufteilung passt</translation>
    </message>
    <message>
        <source>Use layout %1 (%2)</source>
        <translation>Aufteilung %1 übernehmen (%2)</translation>
    </message>
    <message>
        <source>Export Layouts</source>
        <translation>Aufteilungen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export layouts</source>
        <translation>Aufteilungen können nicht exportiert werden</translation>
    </message>
    <message>
        <source>Global &amp;batch:</source>
        <translation>Globaler &amp;Batch:</translation>
    </message>
    <message>
        <source>Sequences per optimizer step: data-parallel ranks × micro-batch × accumulation (plan.global_batch).</source>
        <translation>Sequenzen pro Optimiererschritt: datenparallele Ränge × Micro-Batch × Akkumulation (plan.global_batch).</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>&amp;GPUs:</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Search every GPU count from the first to this one (plan.gpus).</source>
        <translation>Jede GPU-Anzahl von der ersten bis zu dieser durchsuchen (plan.gpus).</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>Höchstens so viele GPUs</translation>
    </message>
    <message>
        <source>Hold as set:</source>
        <translation>Wie eingestellt halten:</translation>
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
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Keep this at the scenario&apos;s value while searching (plan.fixed).</source>
        <translation>Bei der Suche auf dem Wert des Szenarios halten (plan.fixed).</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Try every layout of this model on these GPUs at this global batch and rank them.</source>
        <translation>Jede Aufteilung dieses Modells auf diesen GPUs bei diesem globalen Batch prüfen und ordnen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Use this layout</source>
        <translation>Diese Aufteilung &amp;übernehmen</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>The GPUs the layouts split the run over; with “up to”, the fewest searched.</source>
        <translation>Die GPUs, auf die die Aufteilungen den Lauf verteilen; mit „bis“ die kleinste gesuchte Anzahl.</translation>
    </message>
    <message>
        <source>The most GPUs searched (plan.gpus).</source>
        <translation>Die größte gesuchte GPU-Anzahl (plan.gpus).</translation>
    </message>
    <message>
        <source>Results are for the scenario before your last edit</source>
        <translation>Die Ergebnisse gelten für das Szenario vor Ihrer letzten Änderung</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Set the selected layout in the scenario (one undo step). Not for stale results: search again first.</source>
        <translation>Das ausgewählte Layout ins Szenario übernehmen (ein Rückgängig-Schritt). Nicht für veraltete Ergebnisse: erst erneut suchen.</translation>
    </message>
    <message>
        <source>Results are for the scenario before your last edit — &lt;a href=&quot;search&quot;&gt;Search again&lt;/a&gt;</source>
        <translation>Die Ergebnisse gelten für das Szenario vor Ihrer letzten Änderung — &lt;a href=&quot;search&quot;&gt;Erneut suchen&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>rooflab::PlanTableModel</name>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Knapp</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>Near-tie group %1: the layouts of a group are within 1 % of each other</source>
        <translation>Gleichstandsgruppe %1: die Aufteilungen einer Gruppe liegen innerhalb von 1 % voneinander</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Spitzenspeicher</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Why not first</source>
        <translation>Warum nicht vorn</translation>
    </message>
    <message>
        <source>%1 GPUs · %2</source>
        <translation>%1 GPUs · %2</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Ausgabetokens/s pro GPU</translation>
    </message>
    <message>
        <source>Meets SLO</source>
        <translation>Erfüllt SLO</translation>
    </message>
</context>
<context>
    <name>rooflab::PrecisionDialog</name>
    <message>
        <source>Dtype mix</source>
        <translation>Dtype-Mischung</translation>
    </message>
    <message>
        <source>Storage format of each part of training state. Bytes per parameter follow directly; the matmul dtype picks the peak FLOP/s.</source>
        <translation>Speicherformat jedes Teils des Trainingszustands. Die Bytes pro Parameter ergeben sich direkt daraus; der Matmul-Dtype bestimmt die FLOP/s-Spitzenleistung.</translation>
    </message>
    <message>
        <source>Start from preset</source>
        <translation>Von Voreinstellung ausgehen</translation>
    </message>
    <message>
        <source>Fill every field below from a named preset, then adjust.</source>
        <translation>Alle Felder unten aus einer benannten Voreinstellung füllen und dann anpassen.</translation>
    </message>
    <message>
        <source>(keep)</source>
        <translation>(beibehalten)</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <source>Working weights</source>
        <translation>Arbeitsgewichte</translation>
    </message>
    <message>
        <source>The copy of the weights the forward and backward passes read.</source>
        <translation>Die Kopie der Gewichte, die Forward- und Backward-Pass lesen.</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Gradient buffers, one value per parameter.</source>
        <translation>Gradientenpuffer, ein Wert pro Parameter.</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Master-Gewichte</translation>
    </message>
    <message>
        <source>The high-precision copy the optimizer updates in mixed precision; none when the working weights are the only copy.</source>
        <translation>Die hochgenaue Kopie, die der Optimizer bei Mixed Precision aktualisiert; keine, wenn die Arbeitsgewichte die einzige Kopie sind.</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer-Zustände</translation>
    </message>
    <message>
        <source>Momentum / variance buffers (how many depends on the optimizer).</source>
        <translation>Momentum-/Varianzpuffer (wie viele, hängt vom Optimizer ab).</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Tensors saved for the backward pass.</source>
        <translation>Für den Backward-Pass gespeicherte Tensoren.</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>The vocabulary-sized output and cross-entropy buffer, often kept in fp32.</source>
        <translation>Die Ausgabe in Vokabulargröße und der Cross-Entropy-Puffer, oft in fp32 gehalten.</translation>
    </message>
    <message>
        <source>Matmul dtype</source>
        <translation>Matmul-Dtype</translation>
    </message>
    <message>
        <source>The tensor-core format the matmuls run in: its peak sets time and the roofline.</source>
        <translation>Das Tensor-Core-Format, in dem die Matmuls laufen: Seine Spitzenleistung bestimmt Zeit und Roofline.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (%2 bits)</source>
        <translation>%1 (%2 Bits)</translation>
    </message>
    <message>
        <source>Autocast (torch.autocast)</source>
        <translation>Autocast (torch.autocast)</translation>
    </message>
    <message>
        <source>The matmuls run in the activations&apos; dtype on 16-bit copies of the weights, made in each forward and kept for the backward; the residual stream and the norms stay in the weights&apos; dtype. Usually with fp32 weights and no master copy.</source>
        <translation>Die Matmuls laufen im Dtype der Aktivierungen auf 16-Bit-Kopien der Gewichte, die in jedem Forward-Pass angelegt und für den Backward-Pass aufbewahrt werden; der Residualstrom und die Normalisierungen bleiben im Dtype der Gewichte. Meist mit fp32-Gewichten und ohne Master-Kopie.</translation>
    </message>
    <message>
        <source>FP8 scaling</source>
        <translation>FP8-Skalierung</translation>
    </message>
    <message>
        <source>delayed (per tensor, amax history)</source>
        <translation>verzögert (pro Tensor, amax-Verlauf)</translation>
    </message>
    <message>
        <source>current (per tensor)</source>
        <translation>aktuell (pro Tensor)</translation>
    </message>
    <message>
        <source>blocks (1 × 128, 128 × 128)</source>
        <translation>Blöcke (1 × 128, 128 × 128)</translation>
    </message>
    <message>
        <source>FP8 all-gather (FSDP)</source>
        <translation>FP8-All-Gather (FSDP)</translation>
    </message>
    <message>
        <source>torchao&apos;s enable_fsdp_float8_all_gather: under ZeRO-3/FSDP the layers&apos; linear weights are cast to FP8 before the all-gather, which then sends and holds 1 byte per weight instead of 2. Only with an FP8 matmul dtype and ZeRO-3.</source>
        <translation>enable_fsdp_float8_all_gather von torchao: Unter ZeRO-3/FSDP werden die linearen Gewichte der Schichten vor dem All-Gather nach FP8 umgewandelt, das dann 1 Byte pro Gewicht statt 2 sendet und hält. Nur mit einem FP8-Matmul-Dtype und ZeRO-3.</translation>
    </message>
    <message>
        <source>How an FP8 recipe scales its tensors (Megatron-LM&apos;s --fp8-recipe). Delayed scaling also keeps an FP8 copy of the attention output projection&apos;s input. Rows is torchao&apos;s rowwise recipe (torchtitan&apos;s float8.recipe_name &quot;rowwise&quot;), torchtitan only. MXFP8 and NVFP4 are chosen by the matmul dtype.</source>
        <translation>Wie ein FP8-Rezept seine Tensoren skaliert (--fp8-recipe von Megatron-LM). Verzögerte Skalierung behält zusätzlich eine FP8-Kopie der Eingabe der Attention-Ausgabeprojektion. Zeilen ist das zeilenweise Rezept von torchao (float8.recipe_name &quot;rowwise&quot; von torchtitan), nur mit torchtitan. MXFP8 und NVFP4 werden über den Matmul-Dtype gewählt.</translation>
    </message>
    <message>
        <source>rows (torchao, torchtitan)</source>
        <translation>Zeilen (torchao, torchtitan)</translation>
    </message>
</context>
<context>
    <name>rooflab::PresentationStrip</name>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>alle k Schichten</translation>
    </message>
    <message>
        <source>0 (DDP)</source>
        <translation>0 (DDP)</translation>
    </message>
    <message>
        <source>1 (optimizer)</source>
        <translation>1 (Optimierer)</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2 (+ Gradienten)</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3 (+ Gewichte)</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Modellgröße</translation>
    </message>
    <message>
        <source>Parameters of a size-only model (a Llama-style shape derived from the count). Dragging it replaces a published architecture with a size-only model.</source>
        <translation>Parameter eines reinen Größenmodells (eine aus der Anzahl abgeleitete Llama-artige Form). Ziehen ersetzt eine veröffentlichte Architektur durch ein reines Größenmodell.</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Tokens per training sequence.</source>
        <translation>Token pro Trainingssequenz.</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikro-Batch</translation>
    </message>
    <message>
        <source>Sequences each GPU processes per forward/backward pass.</source>
        <translation>Sequenzen, die jede GPU pro Vorwärts-/Rückwärtsdurchlauf verarbeitet.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs in the run: the data-parallel degree is what tensor and pipeline parallelism leave.</source>
        <translation>GPUs des Laufs: der Datenparallelitätsgrad ist, was Tensor- und Pipeline-Parallelität übrig lassen.</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>Activation checkpointing: selective recomputes the attention core, full keeps only each layer&apos;s input.</source>
        <translation>Aktivierungs-Checkpointing: selektiv berechnet den Attention-Kern neu, vollständig behält nur die Eingabe jeder Schicht.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>What the data-parallel GPUs shard: 1 the optimizer states, 2 also the gradients, 3 also the weights.</source>
        <translation>Was die datenparallelen GPUs aufteilen: 1 die Optimiererzustände, 2 auch die Gradienten, 3 auch die Gewichte.</translation>
    </message>
    <message>
        <source>Previous lecture (Page Up)</source>
        <translation>Vorherige Vorlesung (Bild auf)</translation>
    </message>
    <message>
        <source>Previous lecture</source>
        <translation>Vorherige Vorlesung</translation>
    </message>
    <message>
        <source>Next lecture (Page Down)</source>
        <translation>Nächste Vorlesung (Bild ab)</translation>
    </message>
    <message>
        <source>Next lecture</source>
        <translation>Nächste Vorlesung</translation>
    </message>
    <message>
        <source>Lecture %1 / %2</source>
        <translation>Vorlesung %1 / %2</translation>
    </message>
    <message>
        <source>Lectures</source>
        <translation>Vorlesungen</translation>
    </message>
    <message>
        <source>op-selective</source>
        <translation>op-selektiv</translation>
    </message>
    <message>
        <source>block (first N layers)</source>
        <translation>Block (erste N Schichten)</translation>
    </message>
</context>
<context>
    <name>rooflab::RooflineChart</name>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>speichergebunden</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>rechengebunden</translation>
    </message>
    <message>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>arithmetische Intensität (FLOP/Byte)</translation>
    </message>
    <message>
        <source>attainable TFLOP/s</source>
        <translation>erreichbare TFLOP/s</translation>
    </message>
    <message>
        <source>memory-bound op</source>
        <translation>speichergebundene Operation</translation>
    </message>
    <message>
        <source>compute-bound op</source>
        <translation>rechengebundene Operation</translation>
    </message>
    <message>
        <source>%1 roofline — %2</source>
        <translation>Roofline %1 — %2</translation>
    </message>
    <message>
        <source>compute in %1</source>
        <translation>Rechnen in %1</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>%1 Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
FLOPs: %2
Bytes: %3
Intensität: %4 FLOP/B
erreichbar: %5
%6
Zeit: %7</translation>
    </message>
    <message>
        <source>%1 (%2)
intensity: %3 FLOP/B
measured: %4</source>
        <translation>%1 (%2)
Intensität: %3 FLOP/B
gemessen: %4</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/B</source>
        <translation>Knickpunkt %1 FLOP/B</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>Speicher %1</translation>
    </message>
    <message>
        <source>FP32 vector</source>
        <translation>FP32-Vektor</translation>
    </message>
    <message>
        <source>FP32 vector (CUDA cores) %1</source>
        <translation>FP32-Vektor (CUDA-Cores) %1</translation>
    </message>
    <message>
        <source>%1% of datasheet</source>
        <translation>%1 % des Datenblattwerts</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>gemessen %1</translation>
    </message>
    <message>
        <source>measured %1 %2</source>
        <translation>gemessen %1 %2</translation>
    </message>
    <message>
        <source>another GPU: %1</source>
        <translation>andere GPU: %1</translation>
    </message>
    <message>
        <source>predicted %1 per token</source>
        <translation>Prognose %1 pro Token</translation>
    </message>
    <message>
        <source>predicted %1 per step</source>
        <translation>Prognose %1 pro Schritt</translation>
    </message>
    <message>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <source>roofline bound: %1 per token</source>
        <translation>Roofline-Schranke: %1 pro Token</translation>
    </message>
    <message>
        <source>roofline bound: %1 per step</source>
        <translation>Roofline-Schranke: %1 pro Schritt</translation>
    </message>
    <message>
        <source>MFU at most %1 %</source>
        <translation>MFU höchstens %1 %</translation>
    </message>
    <message>
        <source>serving: TTFT %1, TPOT %2, %3 tokens/s per GPU</source>
        <translation>Serving: TTFT %1, TPOT %2, %3 Tokens/s pro GPU</translation>
    </message>
</context>
<context>
    <name>rooflab::RunControls</name>
    <message>
        <source>Run and cost</source>
        <translation>Lauf und Kosten</translation>
    </message>
    <message>
        <source>Training tokens (D)</source>
        <translation>Trainings-Tokens (D)</translation>
    </message>
    <message>
        <source>Tokens the whole run trains on: with 6ND it sets total FLOPs, days, GPU-hours and cost. Chinchilla-optimal is about 20 tokens per parameter.</source>
        <translation>Tokens, auf denen der gesamte Lauf trainiert: Über 6ND bestimmen sie die gesamten FLOPs, Tage, GPU-Stunden und Kosten. Chinchilla-optimal sind etwa 20 Tokens pro Parameter.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Model-FLOPs-Auslastung</translation>
    </message>
    <message>
        <source>Fraction of the GPUs&apos; dense peak a training run achieves (MFU, Chowdhery et al. 2022); 0.35-0.55 is typical for large runs. Sets the days and the cost.</source>
        <translation>Anteil der dichten Spitzenleistung der GPUs, den ein Trainingslauf erreicht (MFU, Chowdhery et al. 2022); 0,35-0,55 ist typisch für große Läufe. Bestimmt die Tage und die Kosten.</translation>
    </message>
    <message>
        <source>Price / GPU-hour</source>
        <translation>Preis / GPU-Stunde</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Preis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>What one GPU-hour costs (cloud list price or amortised). 0 hides the cost.</source>
        <translation>Was eine GPU-Stunde kostet (Cloud-Listenpreis oder abgeschrieben). 0 blendet die Kosten aus.</translation>
    </message>
</context>
<context>
    <name>rooflab::SavingsControls</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>selective (attention core)</source>
        <translation>selektiv (Attention-Kern)</translation>
    </message>
    <message>
        <source>full (every layer)</source>
        <translation>voll (jede Schicht)</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>alle k Schichten</translation>
    </message>
    <message>
        <source>Memory savings</source>
        <translation>Speicher sparen</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Checkpoint every k layers</source>
        <translation>Checkpoint alle k Schichten</translation>
    </message>
    <message>
        <source>With every-k checkpointing, keep the input of every k-th layer and recompute the rest of each segment. &apos;auto&apos; uses k = sqrt(layers), which minimises memory.</source>
        <translation>Beim Checkpointing alle k Schichten die Eingabe jeder k-ten Schicht behalten und den Rest jedes Segments neu berechnen. „auto“ verwendet k = sqrt(Schichten), was den Speicher minimiert.</translation>
    </message>
    <message>
        <source>auto (sqrt L)</source>
        <translation>auto (sqrt L)</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Fused attention never stores the s x s score and softmax matrices, removing the activation term quadratic in sequence length.</source>
        <translation>Fused Attention speichert nie die s x s Score- und Softmax-Matrizen und entfernt so den Aktivierungsterm, der quadratisch mit der Sequenzlänge wächst.</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Dropout keeps one mask byte per element it drops (attention, after attention and after the MLP): more activation memory. Most LLM pre-training turns it off.</source>
        <translation>Dropout speichert ein Masken-Byte pro Element, auf das es wirkt (Attention, nach der Attention und nach dem MLP): mehr Aktivierungsspeicher. Beim Pre-Training von LLMs ist es meist abgeschaltet.</translation>
    </message>
    <message>
        <source>attention core</source>
        <translation>Attention-Kern</translation>
    </message>
    <message>
        <source>norms not fused into a linear (latent attention, MoE)</source>
        <translation>nicht in eine Linearschicht fusionierte Normen (latente Attention, MoE)</translation>
    </message>
    <message>
        <source>latent attention&apos;s up-projections</source>
        <translation>Aufwärtsprojektionen der latenten Attention</translation>
    </message>
    <message>
        <source>the experts&apos; activation</source>
        <translation>die Aktivierung der Experten</translation>
    </message>
    <message>
        <source>a dense layer&apos;s whole MLP</source>
        <translation>das ganze MLP einer dichten Schicht</translation>
    </message>
    <message>
        <source>an MoE layer&apos;s whole MLP</source>
        <translation>das ganze MLP einer MoE-Schicht</translation>
    </message>
    <message>
        <source>the shared expert</source>
        <translation>der geteilte Experte</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Neu berechnen</translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation>Neu berechnete Module</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s selective recomputation (--recompute-modules): each module&apos;s outputs are dropped after the forward and computed again in the backward. Fewer activations, more compute. With selective checkpointing and the Megatron implementation.</source>
        <translation>Selektive Neuberechnung von Megatron-Core (--recompute-modules): die Ausgaben jedes Moduls werden nach dem Vorwärtsdurchlauf verworfen und im Rückwärtsdurchlauf neu berechnet. Weniger Aktivierungen, mehr Rechenaufwand. Mit selektivem Checkpointing und der Megatron-Implementierung.</translation>
    </message>
    <message>
        <source>(selective, Megatron)</source>
        <translation>(selektiv, Megatron)</translation>
    </message>
    <message>
        <source>op-selective (torchtitan: every other matmul)</source>
        <translation>op-selektiv (torchtitan: jede 2. Matmul)</translation>
    </message>
    <message>
        <source>block (first N layers)</source>
        <translation>Block (erste N Schichten)</translation>
    </message>
    <message>
        <source>Activation checkpointing trades compute for memory: selective recomputes the attention core, full keeps only each layer&apos;s input (about a third more compute), every-k keeps every k-th layer&apos;s input, op-selective (PyTorch&apos;s selective checkpointing as torchtitan applies it) keeps the outputs of every other matrix product and of attention and recomputes the rest, block (Megatron&apos;s --recompute-method block) recomputes the first N layers of each pipeline stage in full and keeps the others whole.</source>
        <translation>Aktivierungs-Checkpointing tauscht Rechenaufwand gegen Speicher: „selektiv“ berechnet den Attention-Kern neu, „voll“ behält nur die Eingabe jeder Schicht (etwa ein Drittel mehr Rechenaufwand), „alle k“ behält die Eingabe jeder k-ten Schicht, „op-selektiv“ (das selektive Checkpointing von PyTorch, wie torchtitan es anwendet) behält die Ausgaben jedes zweiten Matrixprodukts und der Attention und berechnet den Rest neu, „Block“ (--recompute-method block von Megatron) berechnet die ersten N Schichten jeder Pipeline-Stufe vollständig neu und behält die übrigen ganz.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Layers recomputed per stage</source>
        <translation>Neu berechnete Schichten pro Stufe</translation>
    </message>
    <message>
        <source>With block checkpointing, the first N layers of each pipeline stage (of each model chunk with virtual stages) keep only their input and are recomputed in the backward; the others keep all their activations (Megatron&apos;s --recompute-num-layers).</source>
        <translation>Beim Block-Checkpointing behalten die ersten N Schichten jeder Pipeline-Stufe (jedes Modellteils bei virtuellen Stufen) nur ihre Eingabe und werden im Backward neu berechnet; die übrigen behalten alle ihre Aktivierungen (--recompute-num-layers von Megatron).</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioComparison</name>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>ungültiges Szenario</translation>
    </message>
    <message>
        <source>%1%2 points</source>
        <translation>%1%2 Prozentpunkte</translation>
    </message>
    <message>
        <source>%1%2 at %1%3 per GPU-hour</source>
        <translation>%1%2 bei %1%3 je GPU-Stunde</translation>
    </message>
    <message>
        <source>Training memory per GPU</source>
        <translation>Trainingsspeicher je GPU</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 von %2 (%3)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>Vorhergesagte MFU</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Tokens/s (all GPUs)</source>
        <translation>Token/s (alle GPUs)</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Token/s je GPU</translation>
    </message>
    <message>
        <source>Trained tokens (D)</source>
        <translation>Trainierte Token (D)</translation>
    </message>
    <message>
        <source>Time to train (predicted speed)</source>
        <translation>Trainingsdauer (vorhergesagte Geschwindigkeit)</translation>
    </message>
    <message>
        <source>Time to train (at the set MFU)</source>
        <translation>Trainingsdauer (bei der gesetzten MFU)</translation>
    </message>
    <message>
        <source>%1 at %2 % MFU</source>
        <translation>%1 bei %2 % MFU</translation>
    </message>
    <message>
        <source>GPU-hours (at the set MFU)</source>
        <translation>GPU-Stunden (bei der gesetzten MFU)</translation>
    </message>
    <message>
        <source>Cost (at the set MFU)</source>
        <translation>Kosten (bei der gesetzten MFU)</translation>
    </message>
    <message>
        <source>no price per GPU-hour</source>
        <translation>kein Preis je GPU-Stunde</translation>
    </message>
    <message>
        <source>no training tokens</source>
        <translation>keine Trainings-Token</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3</source>
        <translation>%1 %2 -&gt; %3</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>another GPU</source>
        <translation>andere GPU</translation>
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
        <translation> (bearbeitet)</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioEdit</name>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingChart</name>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>Serving: %1</source>
        <translation>Serving: %1</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>TTFT target %1</source>
        <translation>TTFT-Ziel %1</translation>
    </message>
    <message>
        <source>TPOT target %1</source>
        <translation>TPOT-Ziel %1</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU (at n in flight)</source>
        <translation>Ausgabetokens/s pro GPU (bei n laufenden)</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dieses Szenario</translation>
    </message>
    <message>
        <source>Requests in flight (concurrency)</source>
        <translation>Laufende Anfragen (Nebenläufigkeit)</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <source>Output tokens/s per user (1 / TPOT)</source>
        <translation>Ausgabetokens/s pro Nutzer (1 / TPOT)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Ausgabetokens/s pro GPU</translation>
    </message>
    <message>
        <source>%1 requests/s, %2 in flight</source>
        <translation>%1 Anfragen/s, %2 laufend</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 laufend</translation>
    </message>
    <message>
        <source>This scenario:
%1,
%2 tokens/s per GPU,
limited by %3</source>
        <translation>Dieses Szenario:
%1,
%2 Tokens/s pro GPU,
begrenzt durch %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingCurve</name>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>per-step overhead</source>
        <translation>Overhead pro Schritt</translation>
    </message>
    <message>
        <source>KV-cache capacity</source>
        <translation>KV-Cache-Kapazität</translation>
    </message>
    <message>
        <source>batch limit (max_num_seqs)</source>
        <translation>Batch-Grenze (max_num_seqs)</translation>
    </message>
    <message>
        <source>%1-%2 x</source>
        <translation>%1-%2 x</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>nicht verglichen</translation>
    </message>
    <message>
        <source>TTFT %1, TPOT %2, throughput %3</source>
        <translation>TTFT %1, TPOT %2, Durchsatz %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingPanel</name>
    <message>
        <source>Add Serving Settings</source>
        <translation>Serving-Einstellungen hinzufügen</translation>
    </message>
    <message>
        <source>At %1 requests in flight: </source>
        <translation>Bei %1 laufenden Anfragen: </translation>
    </message>
    <message>
        <source>At %1 requests/s (%2 in flight on average): </source>
        <translation>Bei %1 Anfragen/s (im Mittel %2 laufend): </translation>
    </message>
    <message>
        <source>time to first token %1, time per output token %2, %3 output tokens/s per GPU (%4 in all), %5 requests/s; limited by %6.</source>
        <translation>Zeit bis zum ersten Token %1, Zeit pro Ausgabetoken %2, %3 Ausgabetokens/s pro GPU (%4 insgesamt), %5 Anfragen/s; begrenzt durch %6.</translation>
    </message>
    <message>
        <source>Requests arrive faster than they complete: the queue grows without bound.</source>
        <translation>Anfragen kommen schneller an, als sie fertig werden: die Warteschlange wächst ohne Grenze.</translation>
    </message>
    <message>
        <source>Misses the TTFT target of %1.</source>
        <translation>Verfehlt das TTFT-Ziel von %1.</translation>
    </message>
    <message>
        <source>Misses the TPOT target of %1.</source>
        <translation>Verfehlt das TPOT-Ziel von %1.</translation>
    </message>
    <message>
        <source>Meets its targets.</source>
        <translation>Erreicht seine Ziele.</translation>
    </message>
    <message>
        <source>This scenario has no serving settings: nothing says which engine serves the model, at what load.
Add them to see the time to first token, the time per output token and the throughput against the requests in flight.
In a scenario file: a &quot;serving&quot; block, e.g. {&quot;engine&quot;: &quot;vllm&quot;, &quot;input_tokens&quot;: 1024, &quot;output_tokens&quot;: 256, &quot;concurrency&quot;: 32} (docs/scenario-format.md).</source>
        <translation>Dieses Szenario hat keine Serving-Einstellungen: nichts sagt, welche Engine das Modell bei welcher Last bedient.
Fügen Sie sie hinzu, um Zeit bis zum ersten Token, Zeit pro Ausgabetoken und Durchsatz über den laufenden Anfragen zu sehen.
In einer Szenariodatei: ein „serving“-Block, z. B. {&quot;engine&quot;: &quot;vllm&quot;, &quot;input_tokens&quot;: 1024, &quot;output_tokens&quot;: 256, &quot;concurrency&quot;: 32} (docs/scenario-format.md).</translation>
    </message>
    <message>
        <source>No serving curve for this scenario.</source>
        <translation>Keine Serving-Kurve für dieses Szenario.</translation>
    </message>
    <message>
        <source>No serving curve: %1.</source>
        <translation>Keine Serving-Kurve: %1.</translation>
    </message>
    <message>
        <source>%1 on %2 x %3, %4, %5 + %6 tokens per request</source>
        <translation>%1 auf %2 x %3, %4, %5 + %6 Tokens pro Anfrage</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Engine</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>The engine whose defaults apply: CUDA graphs, chunked prefill, batch limits and the fixed overhead of each step (docs/formulas.md, &quot;Serving&quot;).</source>
        <translation>Die Engine, deren Voreinstellungen gelten: CUDA Graphs, Chunked Prefill, Batch-Grenzen und der feste Overhead jedes Schritts (docs/formulas.md, „Serving“).</translation>
    </message>
    <message>
        <source>P&amp;rompt</source>
        <translation>P&amp;rompt</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>Tokens in each request&apos;s prompt.</source>
        <translation>Tokens im Prompt jeder Anfrage.</translation>
    </message>
    <message>
        <source>O&amp;utput</source>
        <translation>A&amp;usgabe</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabetokens</translation>
    </message>
    <message>
        <source>Tokens each request generates. Prompt and output together stay within the model&apos;s context.</source>
        <translation>Tokens, die jede Anfrage erzeugt. Prompt und Ausgabe zusammen bleiben im Kontext des Modells.</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Requests in f&amp;light</source>
        <translation>&amp;Laufende Anfragen</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Nebenläufigkeit</translation>
    </message>
    <message>
        <source>Clients, each sending its next request when the last one ends (a closed loop). Setting it replaces a request rate.</source>
        <translation>Clients, die ihre nächste Anfrage senden, wenn die letzte endet (geschlossene Schleife). Der Wert ersetzt eine Anfragerate.</translation>
    </message>
    <message>
        <source>Add serving settings</source>
        <translation>Serving-Einstellungen hinzufügen</translation>
    </message>
    <message>
        <source>Adds the serving example&apos;s settings: vLLM, 1,024-token prompts, 256 output tokens, 32 requests in flight. Undo takes them away.</source>
        <translation>Fügt die Einstellungen des Serving-Beispiels hinzu: vLLM, Prompts mit 1.024 Tokens, 256 Ausgabetokens, 32 laufende Anfragen. Rückgängig entfernt sie.</translation>
    </message>
    <message>
        <source>Sett&amp;ings...</source>
        <translation>E&amp;instellungen...</translation>
    </message>
    <message>
        <source>Every other key of the serving block: the load as a request rate, the engine&apos;s limits, latency targets, speculative decoding, disaggregated prefill and decode, expert parallelism.</source>
        <translation>Alle übrigen Schlüssel des Serving-Blocks: die Last als Anfragerate, die Grenzen der Engine, Latenzziele, spekulatives Decoding, disaggregiertes Prefill und Decode, Expertenparallelität.</translation>
    </message>
    <message>
        <source>Published runs of %1 over the prediction: %2.</source>
        <translation>Veröffentlichte Läufe von %1 im Verhältnis zur Vorhersage: %2.</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingSettingsDialog</name>
    <message>
        <source>%1 (the scenario&apos;s)</source>
        <translation>%1 (aus dem Szenario)</translation>
    </message>
    <message>
        <source>Serving Settings</source>
        <translation>Serving-Einstellungen</translation>
    </message>
    <message>
        <source>The serving block&apos;s other keys (docs/scenario-format.md, &quot;serving&quot;). Each change is one edit of the scenario: Undo takes it back.</source>
        <translation>Die übrigen Schlüssel des Serving-Blocks (docs/scenario-format.md, „serving“). Jede Änderung ist eine Bearbeitung des Szenarios: Rückgängig nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>kein</translation>
    </message>
    <message>
        <source>&amp;Time to first token</source>
        <translation>&amp;Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>ttft_s: the time to first token aimed at. The summary says whether the load meets it; none leaves it out.</source>
        <translation>ttft_s: die angestrebte Zeit bis zum ersten Token. Die Zusammenfassung sagt, ob die Last sie einhält; „kein“ lässt sie weg.</translation>
    </message>
    <message>
        <source>Time per o&amp;utput token</source>
        <translation>Zeit pro A&amp;usgabetoken</translation>
    </message>
    <message>
        <source>tpot_s: the time between two output tokens aimed at; none leaves it out.</source>
        <translation>tpot_s: die angestrebte Zeit zwischen zwei Ausgabetokens; „kein“ lässt sie weg.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>closed loop: requests in flight</source>
        <translation>geschlossene Schleife: laufende Anfragen</translation>
    </message>
    <message>
        <source>open loop: requests per second</source>
        <translation>offene Schleife: Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Load t&amp;ype</source>
        <translation>Lastt&amp;yp</translation>
    </message>
    <message>
        <source>A closed loop keeps a number of clients busy, each sending its next request when the last one ends (concurrency); an open loop sends requests at a rate, whatever the server&apos;s pace (request_rate, Poisson arrivals). A scenario has one of the two.</source>
        <translation>Eine geschlossene Schleife hält eine Anzahl Clients beschäftigt, von denen jeder seine nächste Anfrage sendet, wenn die letzte endet (concurrency); eine offene Schleife sendet Anfragen mit einer festen Rate, unabhängig vom Tempo des Servers (request_rate, Poisson-Ankünfte). Ein Szenario hat eines von beiden.</translation>
    </message>
    <message>
        <source>Requests in &amp;flight</source>
        <translation>&amp;Laufende Anfragen</translation>
    </message>
    <message>
        <source>concurrency: the clients of the closed loop. Setting it replaces a request rate.</source>
        <translation>concurrency: die Clients der geschlossenen Schleife. Der Wert ersetzt eine Anfragerate.</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> Anfragen/s</translation>
    </message>
    <message>
        <source>Request &amp;rate</source>
        <translation>Anfrage&amp;rate</translation>
    </message>
    <message>
        <source>request_rate: requests arriving per second in the open loop. Setting it replaces the concurrency.</source>
        <translation>request_rate: pro Sekunde eintreffende Anfragen in der offenen Schleife. Der Wert ersetzt die Nebenläufigkeit.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Prefix cache &amp;hits</source>
        <translation>Präfix-Cache-&amp;Treffer</translation>
    </message>
    <message>
        <source>prefix_cache_hit: the share of each prompt found in the prefix cache (a shared system prompt, earlier turns of a chat); prefill computes only the rest.</source>
        <translation>prefix_cache_hit: der Anteil jedes Prompts, der im Präfix-Cache gefunden wird (ein gemeinsamer System-Prompt, frühere Runden eines Chats); Prefill berechnet nur den Rest.</translation>
    </message>
    <message>
        <source>&amp;Streaming</source>
        <translation>&amp;Streaming</translation>
    </message>
    <message>
        <source>streaming: each token is sent back as it is generated (chat clients, the engines&apos; serving benchmarks); off: the whole answer at the end (trtllm-bench, offline runs).</source>
        <translation>streaming: jedes Token wird zurückgesendet, sobald es erzeugt ist (Chat-Clients, die Serving-Benchmarks der Engines); aus: die ganze Antwort am Ende (trtllm-bench, Offline-Läufe).</translation>
    </message>
    <message>
        <source>Engine limits</source>
        <translation>Engine-Grenzen</translation>
    </message>
    <message>
        <source>current release</source>
        <translation>aktuelle Version</translation>
    </message>
    <message>
        <source>Engine &amp;version</source>
        <translation>Engine-&amp;Version</translation>
    </message>
    <message>
        <source>engine_version, e.g. 0.6.0: chooses the defaults of that release (vLLM before 0.8 runs its V0 engine). Empty: the engine&apos;s current release.</source>
        <translation>engine_version, z. B. 0.6.0: wählt die Voreinstellungen dieser Version (vLLM vor 0.8 nutzt seine V0-Engine). Leer: die aktuelle Version der Engine.</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>Engine-Standard (%1)</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>Engine-Standard</translation>
    </message>
    <message>
        <source>Max se&amp;quences</source>
        <translation>Max. Se&amp;quenzen</translation>
    </message>
    <message>
        <source>max_num_seqs: the most requests one step runs (vLLM --max-num-seqs, SGLang --max-running-requests, TensorRT-LLM --max_batch_size).</source>
        <translation>max_num_seqs: die Höchstzahl an Anfragen, die ein Schritt ausführt (vLLM --max-num-seqs, SGLang --max-running-requests, TensorRT-LLM --max_batch_size).</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Max &amp;batched tokens</source>
        <translation>Max. ge&amp;batchte Tokens</translation>
    </message>
    <message>
        <source>max_num_batched_tokens: the tokens one step may process, prompts&apos; chunks and decodes together (vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size, TensorRT-LLM --max_num_tokens).</source>
        <translation>max_num_batched_tokens: die Tokens, die ein Schritt verarbeiten darf, Prompt-Stücke und Decodes zusammen (vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size, TensorRT-LLM --max_num_tokens).</translation>
    </message>
    <message>
        <source>engine default (on)</source>
        <translation>Engine-Standard (an)</translation>
    </message>
    <message>
        <source>engine default (off)</source>
        <translation>Engine-Standard (aus)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>CUDA &amp;graphs</source>
        <translation>CUDA &amp;Graphs</translation>
    </message>
    <message>
        <source>cuda_graphs: decode steps replayed as CUDA graphs, without a launch per kernel (off: vLLM --enforce-eager, SGLang --disable-cuda-graph).</source>
        <translation>cuda_graphs: Decode-Schritte werden als CUDA Graphs wiedergegeben, ohne einen Start pro Kernel (aus: vLLM --enforce-eager, SGLang --disable-cuda-graph).</translation>
    </message>
    <message>
        <source>S&amp;cheduler steps</source>
        <translation>S&amp;cheduler-Schritte</translation>
    </message>
    <message>
        <source>scheduler_steps: decode steps run per scheduling pass (vLLM --num-scheduler-steps, SGLang --num-continuous-decode-steps); new requests join only between passes.</source>
        <translation>scheduler_steps: Decode-Schritte pro Scheduling-Durchlauf (vLLM --num-scheduler-steps, SGLang --num-continuous-decode-steps); neue Anfragen kommen nur zwischen zwei Durchläufen hinzu.</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Spekulatives Decoding</translation>
    </message>
    <message>
        <source>n-gram lookup</source>
        <translation>N-Gramm-Suche</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>Draft-Modell</translation>
    </message>
    <message>
        <source>Specu&amp;lative method</source>
        <translation>Spekulative Met&amp;hode</translation>
    </message>
    <message>
        <source>speculative: tokens proposed each step and verified by the model in one pass. An n-gram lookup in the prompt costs no GPU time; a draft model runs on the same GPUs.</source>
        <translation>speculative: Tokens, die jeder Schritt vorschlägt und das Modell in einem Durchlauf prüft. Eine N-Gramm-Suche im Prompt kostet keine GPU-Zeit; ein Draft-Modell läuft auf denselben GPUs.</translation>
    </message>
    <message>
        <source>Draft to&amp;kens per step</source>
        <translation>Draft-To&amp;kens pro Schritt</translation>
    </message>
    <message>
        <source>draft_tokens: the tokens proposed each step.</source>
        <translation>draft_tokens: die pro Schritt vorgeschlagenen Tokens.</translation>
    </message>
    <message>
        <source>&amp;Acceptance rate</source>
        <translation>&amp;Akzeptanzrate</translation>
    </message>
    <message>
        <source>acceptance: the chance that the model accepts each proposed token (Leviathan et al. 2023&apos;s alpha).</source>
        <translation>acceptance: die Wahrscheinlichkeit, dass das Modell jedes vorgeschlagene Token annimmt (das Alpha von Leviathan et al. 2023).</translation>
    </message>
    <message>
        <source>Draft &amp;model</source>
        <translation>Draft-&amp;Modell</translation>
    </message>
    <message>
        <source>draft_model: the small model that proposes the tokens, from the model list: those that share the served model&apos;s vocabulary, as the engine verifies the draft&apos;s tokens by their ids.</source>
        <translation>draft_model: das kleine Modell, das die Tokens vorschlägt, aus der Modellliste: die Modelle, die das Vokabular des bedienten Modells teilen, da die Engine die Tokens des Drafts anhand ihrer IDs prüft.</translation>
    </message>
    <message>
        <source>&amp;Disaggregated prefill and decode</source>
        <translation>&amp;Disaggregiertes Prefill und Decode</translation>
    </message>
    <message>
        <source>disaggregation: prompts run on prefill instances, their KV cache moves to decode instances, which only decode (DistServe, Zhong et al. 2024).</source>
        <translation>disaggregation: Prompts laufen auf Prefill-Instanzen, ihr KV-Cache wandert zu Decode-Instanzen, die nur Decode ausführen (DistServe, Zhong et al. 2024).</translation>
    </message>
    <message>
        <source>best split</source>
        <translation>beste Aufteilung</translation>
    </message>
    <message>
        <source>as the layout (%1)</source>
        <translation>wie im Layout (%1)</translation>
    </message>
    <message>
        <source>Prefill &amp;instances</source>
        <translation>Prefill-&amp;Instanzen</translation>
    </message>
    <message>
        <source>prefill_instances; best split: the split of the GPUs that completes the most requests per second.</source>
        <translation>prefill_instances; beste Aufteilung: die Aufteilung der GPUs, die die meisten Anfragen pro Sekunde abschließt.</translation>
    </message>
    <message>
        <source>Decode i&amp;nstances</source>
        <translation>Decode-I&amp;nstanzen</translation>
    </message>
    <message>
        <source>decode_instances; best split: the split of the GPUs that completes the most requests per second.</source>
        <translation>decode_instances; beste Aufteilung: die Aufteilung der GPUs, die die meisten Anfragen pro Sekunde abschließt.</translation>
    </message>
    <message>
        <source>Pr&amp;efill tensor parallel</source>
        <translation>Pr&amp;efill-Tensor-Parallelität</translation>
    </message>
    <message>
        <source>prefill_tp: GPUs of one prefill instance; by default the layout&apos;s tensor parallelism.</source>
        <translation>prefill_tp: GPUs einer Prefill-Instanz; standardmäßig die Tensor-Parallelität des Layouts.</translation>
    </message>
    <message>
        <source>Dec&amp;ode tensor parallel</source>
        <translation>Dec&amp;ode-Tensor-Parallelität</translation>
    </message>
    <message>
        <source>decode_tp: GPUs of one decode instance; by default the layout&apos;s tensor parallelism.</source>
        <translation>decode_tp: GPUs einer Decode-Instanz; standardmäßig die Tensor-Parallelität des Layouts.</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>the network&apos;s</source>
        <translation>die des Netzwerks</translation>
    </message>
    <message>
        <source>KV transfer band&amp;width</source>
        <translation>KV-Trans&amp;fer-Bandbreite</translation>
    </message>
    <message>
        <source>kv_transfer_gbps: GB/s per GPU that carry a prompt&apos;s KV cache from the prefill to the decode instance; by default the inter-node network&apos;s.</source>
        <translation>kv_transfer_gbps: GB/s pro GPU, die den KV-Cache eines Prompts von der Prefill- zur Decode-Instanz tragen; standardmäßig die des Netzwerks zwischen Knoten.</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mixture of Experts</translation>
    </message>
    <message>
        <source>Only for a mixture-of-experts model: %1 is dense.</source>
        <translation>Nur für ein Mixture-of-Experts-Modell: %1 ist dicht.</translation>
    </message>
    <message>
        <source>E&amp;xpert parallelism</source>
        <translation>E&amp;xpertenparallelität</translation>
    </message>
    <message>
        <source>expert_parallel: the routed experts split whole over the GPUs (vLLM --enable-expert-parallel); off: every GPU holds a tensor-parallel slice of each expert.</source>
        <translation>expert_parallel: die gerouteten Experten werden als Ganzes auf die GPUs verteilt (vLLM --enable-expert-parallel); aus: jede GPU hält einen tensorparallelen Ausschnitt jedes Experten.</translation>
    </message>
    <message>
        <source>Data-&amp;parallel attention</source>
        <translation>Daten&amp;parallele Attention</translation>
    </message>
    <message>
        <source>Needs expert parallelism: the attention ranks share the experts through it.</source>
        <translation>Erfordert Expertenparallelität: Die Attention-Ranks teilen sich über sie die Experten.</translation>
    </message>
    <message>
        <source>data_parallel_attention: each group of tp GPUs has its own requests, KV cache and attention weights, and all share the experts (SGLang --enable-dp-attention).</source>
        <translation>data_parallel_attention: jede Gruppe von tp GPUs hat eigene Anfragen, eigenen KV-Cache und eigene Attention-Gewichte, und alle teilen sich die Experten (SGLang --enable-dp-attention).</translation>
    </message>
    <message>
        <source>The load is an open loop: choose the closed loop under Load type to set it.</source>
        <translation>Die Last ist eine offene Schleife: zum Einstellen unter Lasttyp die geschlossene Schleife wählen.</translation>
    </message>
    <message>
        <source>The load is a closed loop: choose the open loop under Load type to set it.</source>
        <translation>Die Last ist eine geschlossene Schleife: zum Einstellen unter Lasttyp die offene Schleife wählen.</translation>
    </message>
    <message>
        <source>Off: choose a speculative method first.</source>
        <translation>Aus: zuerst ein spekulatives Verfahren wählen.</translation>
    </message>
    <message>
        <source>Only for the draft model method.</source>
        <translation>Nur für das Verfahren mit Draft-Modell.</translation>
    </message>
    <message>
        <source>No model in the list shares the vocabulary of %1 (%2 tokens): the engine checks a draft&apos;s tokens by their ids.</source>
        <translation>Kein Modell der Liste teilt das Vokabular von %1 (%2 Tokens): die Engine prüft die Tokens eines Entwurfs anhand ihrer IDs.</translation>
    </message>
    <message>
        <source>Off: turn on disaggregated prefill and decode (the group&apos;s box) first.</source>
        <translation>Aus: zuerst disaggregiertes Prefill und Decode einschalten (das Kästchen der Gruppe).</translation>
    </message>
    <message>
        <source>Fixed request si&amp;zes</source>
        <translation>Feste Anfrage&amp;längen</translation>
    </message>
    <message>
        <source>fixed_lengths: every request has exactly the prompt and output tokens above (a fixed-length dataset with ignore_eos, as NVIDIA&apos;s NIM benchmarks run), so a closed loop&apos;s clients finish together and send their next prompts together. Off: the lengths vary as a real dataset&apos;s do (ShareGPT) around those means, and the prompts come one by one.</source>
        <translation>fixed_lengths: jede Anfrage hat genau die obigen Prompt- und Ausgabe-Tokens (ein Datensatz fester Länge mit ignore_eos, wie NVIDIAs NIM-Benchmarks laufen), daher werden die Clients einer geschlossenen Schleife gemeinsam fertig und senden ihre nächsten Prompts gemeinsam. Aus: die Längen schwanken wie in einem echten Datensatz (ShareGPT) um diese Mittelwerte, und die Prompts kommen einzeln.</translation>
    </message>
    <message>
        <source>Only for a closed loop: an open loop&apos;s requests arrive one by one whatever their sizes.</source>
        <translation>Nur für eine geschlossene Schleife: die Anfragen einer offenen Schleife kommen einzeln an, welche Größe sie auch haben.</translation>
    </message>
    <message>
        <source>Only without disaggregated prefill and decode: its closed loop is modelled in steady state, without waves.</source>
        <translation>Nur ohne disaggregiertes Prefill und Decode: dessen geschlossene Schleife wird im stationären Zustand modelliert, ohne Wellen.</translation>
    </message>
</context>
<context>
    <name>rooflab::StatusLine</name>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>%1: %2, MFU %3 %</source>
        <translation>%1: %2, MFU %3 %</translation>
    </message>
    <message>
        <source>   |   warning: %1%2</source>
        <translation>   |   Warnung: %1%2</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation> (+%1 weitere)</translation>
    </message>
    <message>
        <source>Not evaluated: %1</source>
        <translation>Nicht ausgewertet: %1</translation>
    </message>
    <message>
        <source>serving: TTFT %1, TPOT %2</source>
        <translation>Serving: TTFT %1, TPOT %2</translation>
    </message>
</context>
<context>
    <name>rooflab::SweepWorker</name>
    <message>
        <source>could not create the measurement backend: %1</source>
        <translation>das Mess-Backend konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>could not create the measurement backend</source>
        <translation>das Mess-Backend konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>no CUDA device found</source>
        <translation>kein CUDA-Gerät gefunden</translation>
    </message>
    <message>
        <source>device 0 cannot be used</source>
        <translation>Gerät 0 kann nicht verwendet werden</translation>
    </message>
</context>
<context>
    <name>rooflab::TimelineChart</name>
    <message>
        <source>forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <source>tensor-parallel collectives</source>
        <translation>Tensor-parallele Kollektive</translation>
    </message>
    <message>
        <source>pipeline send</source>
        <translation>Pipeline-Senden</translation>
    </message>
    <message>
        <source>bubble (idle)</source>
        <translation>Blase (Leerlauf)</translation>
    </message>
    <message>
        <source>communication hidden by compute</source>
        <translation>von Rechnung verdeckte Kommunikation</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>offene Kommunikation</translation>
    </message>
    <message>
        <source>compute slowed by overlap</source>
        <translation>durch Überlappung verlangsamte Rechnung</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>network (stage 1)</source>
        <translation>Netzwerk (Stufe 1)</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>Mikro-Batch %1</translation>
    </message>
    <message>
        <source>model chunk %1</source>
        <translation>Modellteil %1</translation>
    </message>
    <message>
        <source>%1: %2
%3, from %4 to %5</source>
        <translation>%1: %2
%3, von %4 bis %5</translation>
    </message>
    <message>
        <source>time in the step (%1)</source>
        <translation>Zeit im Schritt (%1)</translation>
    </message>
    <message>
        <source>One training step: not drawn</source>
        <translation>Ein Trainingsschritt: nicht gezeichnet</translation>
    </message>
    <message>
        <source>%1 pipeline stages × %2 micro-batches are more blocks than the timeline draws; the step time is in the numbers below.</source>
        <translation>%1 Pipeline-Stufen × %2 Mikro-Batches sind mehr Blöcke, als die Zeitachse zeichnet; die Schrittzeit steht in den Zahlen unten.</translation>
    </message>
    <message>
        <source>There is no training step to draw (an inference phase, or a GPU without a peak).</source>
        <translation>Es gibt keinen Trainingsschritt zu zeichnen (eine Inferenzphase oder eine GPU ohne Spitzenleistung).</translation>
    </message>
    <message>
        <source>, %1 model chunks each</source>
        <translation>, je %1 Modellteile</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>Blase</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>Experten-All-to-all</translation>
    </message>
    <message>
        <source>offload copies (PCIe)</source>
        <translation>Auslagerungskopien (PCIe)</translation>
    </message>
    <message>
        <source>optimizer (host)</source>
        <translation>Optimierer (Host)</translation>
    </message>
    <message>
        <source>gaps between kernels</source>
        <translation>Lücken zwischen Kernels</translation>
    </message>
    <message>
        <source>1 micro-batch</source>
        <translation>1 Mikro-Batch</translation>
    </message>
    <message>
        <source>%1 micro-batches</source>
        <translation>%1 Mikro-Batches</translation>
    </message>
    <message>
        <source>One training step: %1, MFU %2 % (%3 through %4 pipeline stages%5)</source>
        <translation>Ein Trainingsschritt: %1, MFU %2 % (%3 durch %4 Pipeline-Stufen%5)</translation>
    </message>
    <message>
        <source>One training step: %1, MFU %2 % (%3)</source>
        <translation>Ein Trainingsschritt: %1, MFU %2 % (%3)</translation>
    </message>
    <message>
        <source>does not fit: %1 over the GPU&apos;s memory, the step as it would run with more</source>
        <translation>passt nicht: %1 über dem Speicher der GPU, der Schritt, wie er mit mehr Speicher liefe</translation>
    </message>
    <message>
        <source>forward (reverse direction)</source>
        <translation>Vorwärts (Gegenrichtung)</translation>
    </message>
    <message>
        <source>backward (reverse direction)</source>
        <translation>Rückwärts (Gegenrichtung)</translation>
    </message>
    <message>
        <source>weight gradients (W)</source>
        <translation>Gewichtsgradienten (W)</translation>
    </message>
    <message>
        <source>network (GPU 1)</source>
        <translation>Netzwerk (GPU 1)</translation>
    </message>
    <message>
        <source>GPU %1 (stages %2, %3)</source>
        <translation>GPU %1 (Stufen %2, %3)</translation>
    </message>
    <message>
        <source>entered at stage 1</source>
        <translation>eingetreten bei Stufe 1</translation>
    </message>
    <message>
        <source>entered at stage %1</source>
        <translation>eingetreten bei Stufe %1</translation>
    </message>
    <message>
        <source>overlapped with the other direction&apos;s chunk</source>
        <translation>überlappt mit dem Block der anderen Richtung</translation>
    </message>
    <message>
        <source>DualPipe runs an even number of pipeline stages and an even number of micro-batches, at least twice the stages; this layout has %1 stages and %2 micro-batches.</source>
        <translation>DualPipe braucht eine gerade Zahl von Pipeline-Stufen und eine gerade Zahl von Mikro-Batches, mindestens doppelt so viele wie Stufen; dieses Layout hat %1 Stufen und %2 Mikro-Batches.</translation>
    </message>
    <message>
        <source>, DualPipe: %1 entering at each end</source>
        <translation>, DualPipe: %1 treten an jedem Ende ein</translation>
    </message>
    <message>
        <source>recompute (reverse direction)</source>
        <translation>Neuberechnung (Gegenrichtung)</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <translation>kontextparallele Kommunikation</translation>
    </message>
</context>
<context>
    <name>rooflab::TrainingCodeControls</name>
    <message>
        <source>Megatron-LM (fused kernels)</source>
        <translation>Megatron-LM (fusionierte Kernel)</translation>
    </message>
    <message>
        <source>PyTorch eager (Hugging Face)</source>
        <translation>PyTorch eager (Hugging Face)</translation>
    </message>
    <message>
        <source>PyTorch SDPA</source>
        <translation>PyTorch SDPA</translation>
    </message>
    <message>
        <source>eager (full-size buffers)</source>
        <translation>eager (Puffer in voller Größe)</translation>
    </message>
    <message>
        <source>fused kernel</source>
        <translation>fusionierter Kernel</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>in Blöcken</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>fusioniert</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>foreach</translation>
    </message>
    <message>
        <source>per-tensor loop</source>
        <translation>Schleife über Tensoren</translation>
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
        <translation>Trainingscode</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implementierung</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Free gradients between steps (set_to_none)</source>
        <translation>Gradienten freigeben (set_to_none)</translation>
    </message>
    <message>
        <source>More training options</source>
        <translation>Weitere Trainingsoptionen</translation>
    </message>
    <message>
        <source>Show or hide the optimizer kernels, the backend and the overlap of communication.</source>
        <translation>Optimierer-Kernel, Backend und Überlappung der Kommunikation ein- oder ausblenden.</translation>
    </message>
    <message>
        <source>Optimizer kernels</source>
        <translation>Optimizer-Kernel</translation>
    </message>
    <message>
        <source>How the optimizer step runs: one fused kernel (no scratch), foreach (temporaries for a whole group of tensors at once) or a loop over the tensors (temporaries of the largest one). Auto is PyTorch&apos;s default: foreach on CUDA, the loop on the CPU; Megatron-LM fuses.</source>
        <translation>Wie der Optimizer-Schritt läuft: ein fusionierter Kernel (kein Zwischenspeicher), foreach (Zwischenergebnisse für eine ganze Gruppe von Tensoren auf einmal) oder eine Schleife über die Tensoren (Zwischenergebnisse des größten). Auto ist die Voreinstellung von PyTorch: foreach mit CUDA, die Schleife auf der CPU; Megatron-LM fusioniert.</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Where the step runs: on the CPU dropout masks take the input&apos;s dtype instead of one byte, and autocast&apos;s lists of ops differ.</source>
        <translation>Wo der Schritt läuft: Auf der CPU haben Dropout-Masken den Dtype der Eingabe statt eines Bytes, und die Operationslisten von Autocast unterscheiden sich.</translation>
    </message>
    <message>
        <source>Overlap gradient reduction with the backward</source>
        <translation>Gradientenreduktion mit dem Rückwärtsdurchlauf überlappen</translation>
    </message>
    <message>
        <source>Step time: the data-parallel gradient all-reduce runs while the last micro-batch&apos;s backward still computes (PyTorch DDP, Megatron-LM&apos;s --overlap-grad-reduce). Off: it starts after the whole backward and is exposed (Megatron-LM&apos;s DDP before 2023).</source>
        <translation>Schrittzeit: Das datenparallele All-Reduce der Gradienten läuft, während der Rückwärtsdurchlauf des letzten Mikro-Batches noch rechnet (PyTorch DDP, --overlap-grad-reduce von Megatron-LM). Aus: Es beginnt erst nach dem ganzen Rückwärtsdurchlauf und liegt offen (Megatron-LMs DDP vor 2023).</translation>
    </message>
    <message>
        <source>Fuse gradient accumulation into the weight-gradient GEMM</source>
        <translation>Gradientenakkumulation in die Gewichtsgradienten-GEMM einbauen</translation>
    </message>
    <message>
        <source>optimizer.zero_grad(set_to_none=True), PyTorch 2&apos;s default: no gradients exist during the forward, so a peak in the forward or the loss does not include them.</source>
        <translation>optimizer.zero_grad(set_to_none=True), die Voreinstellung von PyTorch 2: Während des Forward-Passes gibt es keine Gradienten, eine Spitze im Forward-Pass oder im Loss enthält sie also nicht.</translation>
    </message>
    <message>
        <source>Megatron-LM keeps one contiguous gradient buffer for the whole run: its gradients are never freed. Choose a PyTorch implementation to change this.</source>
        <translation>Megatron-LM hält während des ganzen Laufs einen zusammenhängenden Gradientenpuffer: Seine Gradienten werden nie freigegeben. Wählen Sie eine PyTorch-Implementierung, um das zu ändern.</translation>
    </message>
    <message>
        <source>auto (%1)</source>
        <translation>automatisch (%1)</translation>
    </message>
    <message>
        <source>PyTorch adds each micro-batch&apos;s weight gradients to the accumulated ones in a separate, memory-bound kernel. Choose Megatron-LM to fuse them.</source>
        <translation>PyTorch addiert die Gewichtsgradienten jedes Mikro-Batches in einem eigenen, speichergebundenen Kernel zu den akkumulierten. Wählen Sie Megatron-LM, um sie zu fusionieren.</translation>
    </message>
    <message>
        <source>Step time: Megatron-LM&apos;s --gradient-accumulation-fusion (since 2022) adds the weight gradients into the accumulated fp32 buffer inside the GEMM. Off: every micro-batch after the first adds them in a separate memory-bound pass.</source>
        <translation>Schrittzeit: --gradient-accumulation-fusion von Megatron-LM (seit 2022) addiert die Gewichtsgradienten innerhalb der GEMM in den akkumulierten fp32-Puffer. Aus: Jeder Mikro-Batch nach dem ersten addiert sie in einem eigenen, speichergebundenen Durchlauf.</translation>
    </message>
    <message>
        <source>reduced in place</source>
        <translation>an Ort und Stelle reduziert</translation>
    </message>
    <message>
        <source>copied into buckets and back</source>
        <translation>in Buckets und zurück kopiert</translation>
    </message>
    <message>
        <source>flattened and copied back</source>
        <translation>abgeflacht und zurückkopiert</translation>
    </message>
    <message>
        <source>Gradient buffers</source>
        <translation>Gradientenpuffer</translation>
    </message>
    <message>
        <source>Step time: the passes the data-parallel reduction makes over the gradients on the GPU. Reduced in place: Megatron-LM&apos;s contiguous buffer, scaled by 1/d (each gradient read and written once). Copied into buckets and back: PyTorch DDP&apos;s default (twice that). Flattened and copied back: Megatron-LM&apos;s DDP of 2021 without contiguous buffers (three times). Auto follows the implementation.</source>
        <translation>Schrittzeit: die Durchläufe, die die datenparallele Reduktion auf der GPU über die Gradienten macht. An Ort und Stelle reduziert: der zusammenhängende Puffer von Megatron-LM, mit 1/d skaliert (jeder Gradient einmal gelesen und geschrieben). In Buckets und zurück kopiert: Standard von PyTorch DDP (doppelt so viel). Abgeflacht und zurückkopiert: das DDP von Megatron-LM aus 2021 ohne zusammenhängende Puffer (dreimal so viel). Auto folgt der Implementierung.</translation>
    </message>
    <message>
        <source>Megatron-Core + Transformer Engine (NeMo)</source>
        <translation>Megatron-Core + Transformer Engine (NeMo)</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <translation>torchtitan (FSDP2)</translation>
    </message>
    <message>
        <source>LLM Foundry (Composer FSDP)</source>
        <translation>LLM Foundry (Composer FSDP)</translation>
    </message>
    <message>
        <source>DeepSpeed (Megatron-DeepSpeed)</source>
        <translation>DeepSpeed (Megatron-DeepSpeed)</translation>
    </message>
    <message>
        <source>Whose code runs the step decides which tensors the forward keeps for the backward: Megatron-LM&apos;s fused kernels keep the fewest; PyTorch eager (a Hugging Face model with eager attention) keeps the s x s attention probabilities; PyTorch SDPA uses fused attention but keeps PyTorch&apos;s other tensors. The framework profiles bring their framework&apos;s own choices: Megatron-Core runs Transformer Engine&apos;s fused kernels as NeMo does; torchtitan plain PyTorch modules with SDPA, a fused optimizer and fp32 gradient reduction under FSDP2; LLM Foundry MPT&apos;s modules with flash attention, one GELU kernel and a fused loss under Composer&apos;s FSDP; DeepSpeed Megatron-DeepSpeed&apos;s model under DeepSpeed&apos;s engine and ZeRO.</source>
        <translation>Wessen Code den Schritt ausführt, bestimmt, welche Tensoren der Forward-Pass für den Backward-Pass aufbewahrt: Die fusionierten Kernel von Megatron-LM behalten die wenigsten; PyTorch eager (ein Hugging-Face-Modell mit Eager-Attention) behält die s x s Attention-Wahrscheinlichkeiten; PyTorch SDPA nutzt fusionierte Attention, behält aber die übrigen Tensoren von PyTorch. Die Framework-Profile bringen die Entscheidungen ihres Frameworks mit: Megatron-Core führt die fusionierten Kernel von Transformer Engine aus wie NeMo; torchtitan einfache PyTorch-Module mit SDPA, einem fusionierten Optimierer und fp32-Gradientenreduktion unter FSDP2; LLM Foundry die Module von MPT mit Flash-Attention, einem GELU-Kernel und einem fusionierten Loss unter dem FSDP von Composer; DeepSpeed das Modell von Megatron-DeepSpeed unter der Engine von DeepSpeed und ZeRO.</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Compile the model with torch.compile (Inductor): each chain of elementwise operations becomes one kernel (fewer launches and memory passes), and the backward recomputes those chains from their saved inputs (fewer saved tensors). Off by default, as in torchtitan. Megatron&apos;s code has its own fused kernels.</source>
        <translation>Das Modell mit torch.compile (Inductor) kompilieren: Jede Kette elementweiser Operationen wird ein Kernel (weniger Starts und Speicherdurchläufe), und der Backward-Pass berechnet diese Ketten aus ihren gespeicherten Eingaben neu (weniger gespeicherte Tensoren). Standardmäßig aus, wie in torchtitan. Der Code von Megatron hat eigene fusionierte Kernel.</translation>
    </message>
    <message>
        <source>cuDNN fused attention</source>
        <translation>cuDNN</translation>
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
        <translation>Attention-Kernel</translation>
    </message>
    <message>
        <source>Which fused attention kernel runs the attention core (torch.nn.attention.sdpa_kernel, Transformer Engine&apos;s backend). On Hopper FlashAttention-2 reaches about 0.6 of cuDNN&apos;s rate (FlashAttention-3 paper); on other cards one rate stands for all. Auto is the implementation&apos;s own choice: cuDNN for Megatron-Core and today&apos;s torchtitan, FlashAttention-2 for LLM Foundry and DeepSpeed.</source>
        <translation>Welcher fusionierte Attention-Kernel den Attention-Kern ausführt (torch.nn.attention.sdpa_kernel, das Backend von Transformer Engine). Auf Hopper erreicht FlashAttention-2 etwa 0,6 der Rate von cuDNN (FlashAttention-3-Paper); auf anderen Karten steht eine Rate für alle. Auto ist die Wahl der Implementierung: cuDNN für Megatron-Core und das heutige torchtitan, FlashAttention-2 für LLM Foundry und DeepSpeed.</translation>
    </message>
    <message>
        <source>compiled (torch.compile)</source>
        <translation>kompiliert (torch.compile)</translation>
    </message>
    <message>
        <source>How the cross-entropy is computed: eager PyTorch makes logits-sized buffers (an fp32 copy, log-probabilities, their gradients); a fused kernel writes the gradient in place; chunked computes it a slice of the tokens at a time; compiled (torch.compile) keeps the 16-bit logits and writes one 16-bit gradient.</source>
        <translation>Wie die Kreuzentropie berechnet wird: Eager-PyTorch legt Puffer in der Größe der Logits an (eine fp32-Kopie, Log-Wahrscheinlichkeiten, ihre Gradienten); ein fusionierter Kernel schreibt den Gradienten an Ort und Stelle; in Blöcken wird sie für jeweils einen Teil der Tokens berechnet; kompiliert (torch.compile) behält die 16-Bit-Logits und schreibt einen 16-Bit-Gradienten.</translation>
    </message>
    <message>
        <source>auto (its own kernel)</source>
        <translation>auto (eigener Kernel)</translation>
    </message>
    <message>
        <source>Gather the parameters during the next forward</source>
        <translation>Parameter während des nächsten Forwards sammeln</translation>
    </message>
    <message>
        <source>Step time, ZeRO-1/2 (a distributed optimizer): the updated parameters are all-gathered bucket by bucket while the next step&apos;s first forward computes (Megatron-Core&apos;s --overlap-param-gather, set by NeMo&apos;s and Megatron-Bridge&apos;s recipes). Off: they are gathered after the optimizer step and the step waits for all of them (Megatron-LM&apos;s default, DeepSpeed ZeRO-1/2).</source>
        <translation>Schrittzeit, ZeRO-1/2 (verteilter Optimierer): Die aktualisierten Parameter werden Bucket für Bucket per All-Gather gesammelt, während der erste Forward des nächsten Schritts rechnet (--overlap-param-gather von Megatron-Core, gesetzt von den Rezepten von NeMo und Megatron-Bridge). Aus: Sie werden nach dem Optimiererschritt gesammelt, und der Schritt wartet auf alle (Standard von Megatron-LM, DeepSpeed ZeRO-1/2).</translation>
    </message>
    <message>
        <source>op by op</source>
        <translation>Op für Op</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>How an eager PyTorch step runs each RMSNorm: op by op (Hugging Face&apos;s LlamaRMSNorm, torchtitan&apos;s own norm of 2024: an fp32 copy, the square, the mean, 1/rms and two products, each a kernel, the fp32 copy and the output kept for the backward) or one fused kernel each way (torch.nn.RMSNorm on PyTorch 2.8 and later, torchtitan&apos;s norm since 2025; Liger&apos;s), which keeps only its input and 1/rms. torch.compile fuses it either way.</source>
        <translation>Wie ein eager PyTorch-Schritt jede RMSNorm ausführt: Op für Op (LlamaRMSNorm von Hugging Face, die eigene Norm von torchtitan aus 2024: eine fp32-Kopie, das Quadrat, der Mittelwert, 1/rms und zwei Produkte, jedes ein Kernel; die fp32-Kopie und die Ausgabe bleiben für den Backward) oder ein fusionierter Kernel je Richtung (torch.nn.RMSNorm ab PyTorch 2.8, die Norm von torchtitan seit 2025; die von Liger), der nur seine Eingabe und 1/rms behält. torch.compile fusioniert sie so oder so.</translation>
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
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 days (%2 years)</source>
        <translation>%1 Tage (%2 Jahre)</translation>
    </message>
    <message>
        <source>more than a million years</source>
        <translation>mehr als eine Million Jahre</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
</context>
</TS>
