<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CommandLine</name>
    <message>
        <source>RoofLab: will this model fit on the GPU, and will it be fast?</source>
        <translation>RoofLab&#xa0;: ce modèle tiendra-t-il sur le GPU, et sera-t-il rapide&#xa0;?</translation>
    </message>
    <message>
        <source>Scenario file (.json) to open.</source>
        <translation>Fichier de scénario (.json) à ouvrir.</translation>
    </message>
    <message>
        <source>Scenario file to load.</source>
        <translation>Fichier de scénario à charger.</translation>
    </message>
    <message>
        <source>Render a chart to OUT (.png, .pdf or .svg) without a window and exit.</source>
        <translation>Générer un graphique dans OUT (.png, .pdf ou .svg) sans ouvrir de fenêtre, puis quitter.</translation>
    </message>
    <message>
        <source>Output size in pixels (default 1920x1080).</source>
        <translation>Taille de sortie en pixels (par défaut 1920x1080).</translation>
    </message>
    <message>
        <source>Device-pixel ratio of the export: 2 (default) draws text and lines twice as thick.</source>
        <translation>Ratio de pixels de l&apos;appareil pour l&apos;export&#xa0;: 2 (par défaut) dessine le texte et les traits deux fois plus épais.</translation>
    </message>
    <message>
        <source>Chart theme: light, dark or presentation.</source>
        <translation>Thème du graphique&#xa0;: light, dark ou presentation.</translation>
    </message>
    <message>
        <source>Memory unit: GiB (default) or GB.</source>
        <translation>Unité de mémoire&#xa0;: GiB (par défaut) ou GB.</translation>
    </message>
    <message>
        <source>Start in presentation mode (F11).</source>
        <translation>Démarrer en mode présentation (F11).</translation>
    </message>
    <message>
        <source>Only one scenario FILE can be opened, got %1.</source>
        <translation>Un seul fichier de scénario FILE peut être ouvert, %1 indiqués.</translation>
    </message>
    <message>
        <source>--export needs --scenario FILE.</source>
        <translation>--export nécessite --scenario FILE.</translation>
    </message>
    <message>
        <source>--export %1: unsupported format &apos;%2&apos; (use %3).</source>
        <translation>--export %1&#xa0;: format «&#xa0;%2&#xa0;» non pris en charge (utilisez %3).</translation>
    </message>
    <message>
        <source>--%1 only applies together with --export.</source>
        <translation>--%1 ne s&apos;applique qu&apos;avec --export.</translation>
    </message>
    <message>
        <source>--size %1: expected WxH with 1..%2 pixels each, e.g. 1920x1080.</source>
        <translation>--size %1&#xa0;: attendu LxH avec 1..%2 pixels pour chaque dimension, p. ex. 1920x1080.</translation>
    </message>
    <message>
        <source>--scale %1: expected a number from 0.25 to 8.</source>
        <translation>--scale %1&#xa0;: attendu un nombre de 0.25 à 8.</translation>
    </message>
    <message>
        <source>--size %1 at --scale %2 leaves under 64 logical pixels for the chart; lower the scale.</source>
        <translation>--size %1 avec --scale %2 laisse moins de 64 pixels logiques au graphique&#xa0;; réduisez l&apos;échelle.</translation>
    </message>
    <message>
        <source>--theme %1: expected light, dark or presentation.</source>
        <translation>--theme %1&#xa0;: attendu light, dark ou presentation.</translation>
    </message>
    <message>
        <source>--unit %1: expected GiB or GB.</source>
        <translation>--unit %1&#xa0;: attendu GiB ou GB.</translation>
    </message>
    <message>
        <source>%1: not a valid scenario:
  %2</source>
        <translation>%1&#xa0;: scénario non valide&#xa0;:
  %2</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>avertissement&#xa0;: %1
</translation>
    </message>
    <message>
        <source>Interface and chart language: en, de, es, fr or zh_CN (default: as last chosen, else the system&apos;s).</source>
        <translation>Langue de l&apos;interface et des graphiques&#xa0;: en, de, es, fr ou zh_CN (par défaut&#xa0;: la dernière choisie, sinon celle du système).</translation>
    </message>
    <message>
        <source>--language %1: expected one of %2.</source>
        <translation>--language %1&#xa0;: attendu une valeur parmi %2.</translation>
    </message>
    <message>
        <source>Comparison chart dimension: zero (default), checkpointing, precision, sequence, finetune, context, offload.</source>
        <translation>Dimension du graphique comparatif : zero (par défaut), checkpointing, precision, sequence, finetune, context, offload.</translation>
    </message>
    <message>
        <source>--compare %1: expected zero, checkpointing, precision, sequence, finetune, context or offload.</source>
        <translation>--compare %1 : attendu zero, checkpointing, precision, sequence, finetune, context ou offload.</translation>
    </message>
    <message>
        <source>Draw rooflab-bench results on the roofline: a results file, or :/measurements/h100-sxm.json or :/measurements/h200.json (an H100 and an H200 measured, shipped with RoofLab).</source>
        <translation>Tracer des résultats de rooflab-bench sur le roofline : un fichier de résultats, ou :/measurements/h100-sxm.json ou :/measurements/h200.json (une H100 et une H200 mesurées, fournies avec RoofLab).</translation>
    </message>
    <message>
        <source>Chart to export: memory (default), roofline, comparison, timeline or serving.</source>
        <translation>Graphique à exporter : memory (par défaut), roofline, comparison, timeline ou serving.</translation>
    </message>
    <message>
        <source>--chart %1: expected memory, roofline, comparison, timeline or serving.</source>
        <translation>--chart %1 : memory, roofline, comparison, timeline ou serving attendu.</translation>
    </message>
    <message>
        <source>--chart serving: %1</source>
        <translation>--chart serving : %1</translation>
    </message>
    <message>
        <source>the scenario has no &quot;serving&quot; block.</source>
        <translation>le scénario n’a pas de bloc « serving ».</translation>
    </message>
    <message>
        <source>no room for one request&apos;s KV cache.</source>
        <translation>pas de place pour le cache KV d’une requête.</translation>
    </message>
    <message>
        <source>Start exercise mode (Lectures &gt; Exercises) at exercise N.</source>
        <translation>Démarrer le mode exercices (Cours &gt; Exercices) à l&apos;exercice N.</translation>
    </message>
    <message>
        <source>Show FILE (a saved scenario) beside the opened one, as File &gt; Compare with File... does.</source>
        <translation>Afficher FILE (un scénario enregistré) à côté de celui ouvert, comme Fichier &gt; Comparer avec un fichier...</translation>
    </message>
    <message>
        <source>--%1 does not apply together with --export.</source>
        <translation>--%1 ne s&apos;applique pas avec --export.</translation>
    </message>
    <message>
        <source>--exercise %1: expected a number from 1 to %2.</source>
        <translation>--exercise %1&#xa0;: nombre de 1 à %2 attendu.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>A 7B model on one H100</source>
        <translation>Un modèle 7B sur un H100</translation>
    </message>
    <message>
        <source>Largest model on 8 H100s</source>
        <translation>Le plus grand modèle sur 8 H100</translation>
    </message>
    <message>
        <source>ZeRO-3 over 8 H100s with AdamW in bf16 mixed precision: how large can the model be?</source>
        <translation>ZeRO-3 sur 8 H100 avec AdamW en précision mixte bf16&#xa0;: quelle taille le modèle peut-il atteindre&#xa0;?</translation>
    </message>
    <message>
        <source>Llama-scale run: 70B on 15T tokens</source>
        <translation>Entraînement à l&apos;échelle de Llama&#xa0;: 70B sur 15T tokens</translation>
    </message>
    <message>
        <source>6ND for a 70B model on 15T tokens on 1024 H100s at 50 % MFU: days and GPU-hours.</source>
        <translation>6ND pour un modèle 70B sur 15T tokens avec 1024 H100 à 50&#xa0;% de MFU&#xa0;: jours et heures-GPU.</translation>
    </message>
    <message>
        <source>Checkpointing and ZeRO</source>
        <translation>Checkpointing et ZeRO</translation>
    </message>
    <message>
        <source>Llama 2 7B on 8 H100s: what each ZeRO stage and checkpointing mode saves.</source>
        <translation>Llama 2 7B sur 8 H100&#xa0;: ce que fait économiser chaque niveau ZeRO et chaque mode de checkpointing.</translation>
    </message>
    <message>
        <source>Decode versus prefill</source>
        <translation>Décodage ou préremplissage</translation>
    </message>
    <message>
        <source>Llama 2 7B serving one sequence with a 4096-token context: decode is memory bound.</source>
        <translation>Llama 2 7B servant une séquence avec un contexte de 4096 tokens&#xa0;: le décodage est limité par la mémoire.</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1&#xa0;: ouverture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>Fine-tuning a 7B model on one GPU</source>
        <translation>Affiner un modèle 7B sur un GPU</translation>
    </message>
    <message>
        <source>Llama 2 7B on one H100: full fine-tuning against LoRA and QLoRA, side by side.</source>
        <translation>Llama 2 7B sur un H100 : affinage complet face à LoRA et QLoRA, côte à côte.</translation>
    </message>
    <message>
        <source>Mixture of experts: Mixtral 8x7B</source>
        <translation>Mélange d’experts : Mixtral 8x7B</translation>
    </message>
    <message>
        <source>Mixtral 8x7B on 64 H100s with 8-way expert parallelism: one expert per GPU, an all-to-all per MoE layer and pass.</source>
        <translation>Mixtral 8x7B sur 64 H100 avec parallélisme d’experts à 8 voies : un expert par GPU, un all-to-all par couche MoE et par passe.</translation>
    </message>
    <message>
        <source>Long context: context parallelism</source>
        <translation>Contexte long : parallélisme de contexte</translation>
    </message>
    <message>
        <source>Llama 3 8B on 128k-token sequences, each split over the 8 H100s of a node: activations per GPU shrink with the ring, compared side by side.</source>
        <translation>Llama 3 8B sur des séquences de 128k jetons, chacune répartie sur les 8 H100 d&apos;un nœud : les activations par GPU diminuent avec l&apos;anneau, comparées côte à côte.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. The file on disk was not changed.</source>
        <translation>Impossible d&apos;enregistrer %1 : %2. Le fichier sur le disque n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>Offload: full fine-tuning of 7B on a 24 GB card</source>
        <translation>Déchargement : fine-tuning complet d&apos;un 7B sur une carte de 24 Go</translation>
    </message>
    <message>
        <source>Llama 2 7B trained in full on one RTX 4090: the optimizer and its fp32 state in host memory (ZeRO-Offload), the GPU keeps the 16-bit weights; what each offload saves and costs.</source>
        <translation>Llama 2 7B entraîné entièrement sur une RTX 4090 : l&apos;optimiseur et son état fp32 en mémoire hôte (ZeRO-Offload), le GPU garde les poids 16 bits ; ce que chaque déchargement économise et coûte.</translation>
    </message>
    <message>
        <source>FP8 on H100s: faster, not smaller</source>
        <translation>FP8 sur H100 : plus rapide, pas plus petit</translation>
    </message>
    <message>
        <source>Llama 3 8B with Transformer Engine&apos;s FP8 recipe on 8 H100s: the FP8 weight copies and their transposes against the smaller saved inputs, compared with bf16 side by side.</source>
        <translation>Llama 3 8B avec la recette FP8 de Transformer Engine sur 8 H100 : les copies FP8 des poids et leurs transposées face aux entrées sauvegardées plus petites, à côté de bf16.</translation>
    </message>
    <message>
        <source>Size-only 7B, bf16 mixed precision, AdamW, sequence 4096, micro-batch 8, full checkpointing: 18 bytes per parameter (16 with the textbook&apos;s 2-byte gradients) already exceed 80 GB.</source>
        <translation>Modèle 7B défini par sa seule taille, précision mixte bf16, AdamW, séquence de 4096, micro-batch de 8, checkpointing complet&#xa0;: 18 octets par paramètre (16 avec les gradients de 2 octets des manuels) dépassent déjà 80 GB.</translation>
    </message>
</context>
<context>
    <name>rooflab</name>
    <message>
        <source>Cannot save chart to %1: the folder %2 does not exist.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: le dossier %2 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2 is not a folder.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: %2 n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the folder %2 is not writable (permission denied).</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: le dossier %2 n&apos;est pas accessible en écriture (permission refusée).</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: it is a folder.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: c&apos;est un dossier.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: rendering a %2 x %3 image failed.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: le rendu d&apos;une image de %2 x %3 a échoué.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: writing the PDF failed.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: l&apos;écriture du PDF a échoué.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the SVG painter did not start.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: le moteur de rendu SVG n&apos;a pas démarré.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: this build of RoofLab has no SVG support (it needs Qt SVG, Debian package qt6-svg-dev). Save as PNG or PDF instead.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: cette version de RoofLab ne prend pas en charge le SVG (il faut Qt SVG, paquet Debian qt6-svg-dev). Enregistrez plutôt en PNG ou en PDF.</translation>
    </message>
    <message>
        <source>the file is %1 MiB, more than the %2 MiB RoofLab reads</source>
        <translation>le fichier fait %1 Mio, plus que les %2 Mio que RoofLab lit</translation>
    </message>
    <message>
        <source>the file is more than the %1 MiB RoofLab reads</source>
        <translation>le fichier dépasse les %1 Mio que RoofLab lit</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2. The existing file was kept.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1 : %2. Le fichier existant a été conservé.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the PDF came out incomplete (%2 bytes written): the disk may be full or the file too large. The existing file was kept.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1 : le PDF est incomplet (%2 octets écrits) : le disque est peut-être plein ou le fichier trop volumineux. Le fichier existant a été conservé.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: no scratch file for the PDF.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: pas de fichier temporaire pour le PDF.</translation>
    </message>
</context>
<context>
    <name>rooflab::ArchitectureDialog</name>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Nom du modèle</translation>
    </message>
    <message>
        <source>A label for this architecture; it is saved with the scenario.</source>
        <translation>Un libellé pour cette architecture&#xa0;; il est enregistré avec le scénario.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Layers (L)</source>
        <translation>Couches (L)</translation>
    </message>
    <message>
        <source>Number of transformer blocks. Activations and per-layer FLOPs scale with it.</source>
        <translation>Nombre de blocs transformer. Les activations et les FLOPs par couche sont proportionnels à ce nombre.</translation>
    </message>
    <message>
        <source>Hidden size (d_model)</source>
        <translation>Dimension cachée (d_model)</translation>
    </message>
    <message>
        <source>Width of the residual stream; weights grow with its square.</source>
        <translation>Largeur du flux résiduel&#xa0;; les poids croissent avec son carré.</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Têtes d&apos;attention</translation>
    </message>
    <message>
        <source>Query heads. The attention-score activations (without FlashAttention) scale with it.</source>
        <translation>Têtes de requête. Les activations des scores d&apos;attention (sans FlashAttention) sont proportionnelles à ce nombre.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Têtes KV</translation>
    </message>
    <message>
        <source>Key/value heads: equal to the heads for multi-head attention, fewer for grouped-query attention, 1 for multi-query. Sets the KV cache size.</source>
        <translation>Têtes clé/valeur&#xa0;: autant que de têtes pour l&apos;attention multi-têtes, moins pour l&apos;attention à requêtes groupées, 1 pour l&apos;attention multi-requêtes. Détermine la taille du cache KV.</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Dimension de tête</translation>
    </message>
    <message>
        <source>Width of one head, usually d_model / heads.</source>
        <translation>Largeur d&apos;une tête, en général d_model / têtes.</translation>
    </message>
    <message>
        <source>MLP hidden size (d_ff)</source>
        <translation>Dimension cachée du MLP (d_ff)</translation>
    </message>
    <message>
        <source>Hidden width of the MLP (per expert for mixture-of-experts).</source>
        <translation>Largeur cachée du MLP (par expert pour un mélange d&apos;experts).</translation>
    </message>
    <message>
        <source>GELU (2 matrices)</source>
        <translation>GELU (2 matrices)</translation>
    </message>
    <message>
        <source>SwiGLU (3 matrices)</source>
        <translation>SwiGLU (3 matrices)</translation>
    </message>
    <message>
        <source>MLP kind</source>
        <translation>Type de MLP</translation>
    </message>
    <message>
        <source>GELU MLPs have two weight matrices, SwiGLU (Llama) three.</source>
        <translation>Les MLP GELU ont deux matrices de poids, les MLP SwiGLU (Llama) trois.</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulaire</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embedding table and the logits scale with it.</source>
        <translation>Tokens du vocabulaire&#xa0;: la table d&apos;embeddings et les logits sont proportionnels à leur nombre.</translation>
    </message>
    <message>
        <source>Learned positions</source>
        <translation>Positions apprises</translation>
    </message>
    <message>
        <source>Rows of a learned position table (GPT-2: 1024); 0 for rotary or none.</source>
        <translation>Lignes d&apos;une table de positions apprise (GPT-2&#xa0;: 1024)&#xa0;; 0 pour des positions rotatives ou sans positions.</translation>
    </message>
    <message>
        <source>Tie input and output embeddings</source>
        <translation>Lier les embeddings d&apos;entrée et de sortie</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Embeddings liés</translation>
    </message>
    <message>
        <source>When tied, the LM head reuses the embedding table: V x d_model fewer parameters.</source>
        <translation>Si elles sont liées, la tête LM réutilise la table d&apos;embeddings&#xa0;: V x d_model paramètres en moins.</translation>
    </message>
    <message>
        <source>Biases in linear layers</source>
        <translation>Biais dans les couches linéaires</translation>
    </message>
    <message>
        <source>Biases</source>
        <translation>Biais</translation>
    </message>
    <message>
        <source>GPT-2 style linears carry biases; Llama style ones do not.</source>
        <translation>Les couches linéaires de type GPT-2 ont des biais&#xa0;; celles de type Llama n&apos;en ont pas.</translation>
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
        <translation>Normalisation</translation>
    </message>
    <message>
        <source>LayerNorm has a scale and a bias per channel, RMSNorm only a scale.</source>
        <translation>LayerNorm a un facteur d&apos;échelle et un biais par canal, RMSNorm seulement un facteur d&apos;échelle.</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <source>0 or 1: a dense MLP. More: a mixture of experts; every expert&apos;s weights are stored.</source>
        <translation>0 ou 1&#xa0;: un MLP dense. Au-delà&#xa0;: un mélange d&apos;experts&#xa0;; les poids de chaque expert sont stockés.</translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation>Experts par token (top-k)</translation>
    </message>
    <message>
        <source>How many experts each token passes through (MoE only); sets the active parameters.</source>
        <translation>Nombre d&apos;experts que traverse chaque token (MoE uniquement)&#xa0;; détermine les paramètres actifs.</translation>
    </message>
    <message>
        <source>Not valid: %1</source>
        <translation>Non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 parameters (%2 per layer)</source>
        <translation>%1 paramètres (%2 par couche)</translation>
    </message>
    <message>
        <source>; %1 active per token</source>
        <translation>; %1 actifs par token</translation>
    </message>
    <message>
        <source>Trained context</source>
        <translation>Contexte entraîné</translation>
    </message>
    <message>
        <source>The longest sequence the model was trained for (Llama 2: 4096), in tokens; 0 if unknown. Longer training sequences and serving contexts are warned about.</source>
        <translation>La plus longue séquence pour laquelle le modèle a été entraîné (Llama 2 : 4096), en tokens ; 0 si inconnue. Les séquences d’entraînement et contextes de service plus longs sont signalés.</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Fenêtre glissante</translation>
    </message>
    <message>
        <source>Keys each query attends to in windowed layers (Mistral 7B v0.1: 4096), in tokens; 0 for none. Adds no parameters; from this many tokens on, transformers&apos; SDPA attends through an explicit mask: the whole score square, a saved mask per layer.</source>
        <translation>Clés que chaque requête voit dans les couches à fenêtre (Mistral 7B v0.1 : 4096), en jetons ; 0 pour aucune. N’ajoute aucun paramètre ; à partir de ce nombre de jetons, le SDPA de transformers passe par un masque explicite : tout le carré des scores, un masque sauvegardé par couche.</translation>
    </message>
    <message>
        <source>MLP activation</source>
        <translation>activation du MLP</translation>
    </message>
    <message>
        <source>A GELU MLP&apos;s activation, which decides what PyTorch keeps for the backward: GPT-2&apos;s gelu_new keeps four tensors of the MLP&apos;s width, one GELU kernel (Pythia, Falcon) its input, ReLU (OPT) only its output. As the implementation: gelu_new in Hugging Face&apos;s code, one kernel elsewhere.</source>
        <translation>L&apos;activation d&apos;un MLP GELU, qui décide de ce que PyTorch garde pour la rétropropagation : le gelu_new de GPT-2 garde quatre tenseurs de la largeur du MLP, un noyau GELU unique (Pythia, Falcon) son entrée, ReLU (OPT) seulement sa sortie. Selon l&apos;implémentation : gelu_new dans le code de Hugging Face, un seul noyau ailleurs.</translation>
    </message>
    <message>
        <source>As the implementation&apos;s code</source>
        <translation>Selon le code de l&apos;implémentation</translation>
    </message>
    <message>
        <source>GELU, GPT-2&apos;s tanh formula (gelu_new)</source>
        <translation>GELU, formule tanh de GPT-2 (gelu_new)</translation>
    </message>
    <message>
        <source>GELU, one kernel</source>
        <translation>GELU, un seul noyau</translation>
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
        <translation>Batch et séquence</translation>
    </message>
    <message>
        <source>Micro-batch (sequences per GPU)</source>
        <translation>Micro-batch (séquences par GPU)</translation>
    </message>
    <message>
        <source>Sequences each GPU processes per forward/backward pass. Activation memory grows linearly with it.</source>
        <translation>Séquences traitées par chaque GPU à chaque passe avant/arrière. La mémoire des activations croît linéairement avec cette valeur.</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Longueur de séquence (tokens)</translation>
    </message>
    <message>
        <source>Tokens per training sequence. Activations grow linearly with it, and quadratically for attention scores without FlashAttention.</source>
        <translation>Tokens par séquence d&apos;entraînement. Les activations croissent linéairement avec cette valeur, et quadratiquement pour les scores d&apos;attention sans FlashAttention.</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>Pas d&apos;accumulation de gradient</translation>
    </message>
    <message>
        <source>Micro-batches summed before each optimizer step. Raises the global batch (tokens per step) without raising memory.</source>
        <translation>Micro-batches additionnés avant chaque pas de l&apos;optimiseur. Augmente le batch global (tokens par pas) sans augmenter la mémoire.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Packed documents (tokens each)</source>
        <translation>Documents empaquetés (tokens chacun)</translation>
    </message>
    <message>
        <source>Documents packed into each sequence, and their length (where lengths vary, the length-weighted mean). A variable-length attention kernel (FlashAttention&apos;s cu_seqlens, Transformer Engine&apos;s packed sequences, torchtitan&apos;s block-causal mask) keeps each token&apos;s attention within its document: attention FLOPs and time shrink to documents x document length squared. Off: one document fills the sequence.</source>
        <translation>Documents empaquetés dans chaque séquence, et leur longueur (si elles varient, la moyenne pondérée par la longueur). Un noyau d&apos;attention à longueur variable (cu_seqlens de FlashAttention, séquences empaquetées de Transformer Engine, masque block-causal de torchtitan) garde l&apos;attention de chaque token dans son document : les FLOPs et le temps d&apos;attention se réduisent à documents x longueur du document au carré. Désactivé : un document remplit la séquence.</translation>
    </message>
</context>
<context>
    <name>rooflab::BitLayoutView</name>
    <message>
        <source>Bit layout</source>
        <translation>Disposition des bits</translation>
    </message>
    <message>
        <source>%1 sign bit(s), %2 exponent bits, %3 mantissa bits</source>
        <translation>%1 bit(s) de signe, %2 bits d&apos;exposant, %3 bits de mantisse</translation>
    </message>
    <message>
        <source>sign %1, exponent %2, mantissa %3</source>
        <translation>signe %1, exposant %2, mantisse %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartArea</name>
    <message>
        <source>Memory per GPU, component by component, against the GPU&apos;s capacity. Click a segment to see how it is computed.</source>
        <translation>Mémoire par GPU, composant par composant, comparée à la capacité du GPU. Cliquez sur un segment pour voir comment il est calculé.</translation>
    </message>
    <message>
        <source>Compare by</source>
        <translation>Comparer selon</translation>
    </message>
    <message>
        <source>The field varied across the bars; everything else stays as set on the left.</source>
        <translation>Le paramètre qui varie d&apos;une barre à l&apos;autre&#xa0;; tout le reste est conservé tel que réglé à gauche.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Niveau ZeRO</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Checkpointing des activations</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <source>&amp;Compare by:</source>
        <translation>&amp;Comparer selon&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Memory and roofline</source>
        <translation>&amp;Mémoire et roofline</translation>
    </message>
    <message>
        <source>C&amp;omparison</source>
        <translation>C&amp;omparaison</translation>
    </message>
    <message>
        <source>Step &amp;timeline</source>
        <translation>Chrono&amp;logie du pas</translation>
    </message>
    <message>
        <source>Fine-tuning method</source>
        <translation>Méthode d&apos;affinage</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>Parallélisme de contexte</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Déchargement</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <source>Invalid scenario: nothing here is drawn from it.
%1</source>
        <translation>Scénario invalide : rien ici n’en est tiré.
%1</translation>
    </message>
    <message>
        <source>No step timeline: the scenario is invalid.
%1</source>
        <translation>Pas de chronologie du pas : le scénario est invalide.
%1</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Service</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartExportDialog</name>
    <message>
        <source>Export Chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Chart to export</source>
        <translation>Graphique à exporter</translation>
    </message>
    <message>
        <source>Which chart to write.</source>
        <translation>Le graphique à écrire.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Output width</source>
        <translation>Largeur de sortie</translation>
    </message>
    <message>
        <source>Output height</source>
        <translation>Hauteur de sortie</translation>
    </message>
    <message>
        <source>Width of the PNG in pixels (PDF/SVG: the page proportions).</source>
        <translation>Largeur du PNG en pixels (PDF/SVG&#xa0;: les proportions de la page).</translation>
    </message>
    <message>
        <source>Height of the PNG in pixels (PDF/SVG: the page proportions).</source>
        <translation>Hauteur du PNG en pixels (PDF/SVG&#xa0;: les proportions de la page).</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>Device-pixel ratio: 2 lays the chart out on half the pixels and draws it at double resolution, so text stays readable on a slide.</source>
        <translation>Ratio de pixels de l&apos;appareil&#xa0;: avec 2, le graphique est mis en page sur la moitié des pixels et dessiné en double résolution, pour que le texte reste lisible sur une diapositive.</translation>
    </message>
    <message>
        <source>Output file</source>
        <translation>Fichier de sortie</translation>
    </message>
    <message>
        <source>The suffix picks the format: %1.</source>
        <translation>L&apos;extension détermine le format&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <source>Choose the output file</source>
        <translation>Choisir le fichier de sortie</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Step timeline</source>
        <translation>Chronologie du pas</translation>
    </message>
    <message>
        <source>Plan: throughput against memory headroom</source>
        <translation>Plan : débit selon la marge mémoire</translation>
    </message>
    <message>
        <source>Plan: GPUs against days</source>
        <translation>Plan : GPU en fonction des jours</translation>
    </message>
    <message>
        <source>Serving: latency and throughput against load</source>
        <translation>Service : latence et débit selon la charge</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartExporter</name>
    <message>
        <source>Cannot save chart: there is no chart.</source>
        <translation>Impossible d&apos;enregistrer le graphique&#xa0;: il n&apos;y a pas de graphique.</translation>
    </message>
    <message>
        <source>Cannot save chart: no file name given.</source>
        <translation>Impossible d&apos;enregistrer le graphique&#xa0;: aucun nom de fichier indiqué.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: invalid size %2 x %3 at scale %4.</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: taille %2 x %3 non valide à l&apos;échelle %4.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: unknown file type &quot;%2&quot; (use .png, .pdf or .svg).</source>
        <translation>Impossible d&apos;enregistrer le graphique dans %1&#xa0;: type de fichier inconnu «&#xa0;%2&#xa0;» (utilisez .png, .pdf ou .svg).</translation>
    </message>
    <message>
        <source>no suffix</source>
        <translation>pas d&apos;extension</translation>
    </message>
</context>
<context>
    <name>rooflab::CompareDialog</name>
    <message>
        <source>Compare: %1 and %2</source>
        <translation>Comparaison : %1 et %2</translation>
    </message>
    <message>
        <source>%1 is invalid: %2</source>
        <translation>%1 n&apos;est pas valide : %2</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>The two scenarios have the same settings.</source>
        <translation>Les deux scénarios ont les mêmes réglages.</translation>
    </message>
    <message>
        <source>%1 settings differ (current -&gt; %2):</source>
        <translation>%1 réglages diffèrent (actuel -&gt; %2) :</translation>
    </message>
    <message>
        <source>The current scenario beside %1. Nothing here changes the scenario.</source>
        <translation>Le scénario actuel à côté de %1. Rien ici ne modifie le scénario.</translation>
    </message>
</context>
<context>
    <name>rooflab::ComparisonBuilder</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>sélectif</translation>
    </message>
    <message>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>every √L layers</source>
        <translation>toutes les √L couches</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 mixte</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 mixte</translation>
    </message>
    <message>
        <source>pure BF16</source>
        <translation>BF16 pur</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>FP8 mixte</translation>
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
        <translation>Mémoire d&apos;entraînement par GPU selon le niveau ZeRO</translation>
    </message>
    <message>
        <source>Training memory per GPU by activation checkpointing</source>
        <translation>Mémoire d&apos;entraînement par GPU selon le checkpointing des activations</translation>
    </message>
    <message>
        <source>Training memory per GPU by precision</source>
        <translation>Mémoire d&apos;entraînement par GPU selon la précision</translation>
    </message>
    <message>
        <source>Training memory per GPU by sequence length</source>
        <translation>Mémoire d&apos;entraînement par GPU selon la longueur de séquence</translation>
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
        <translation>Mémoire d&apos;entraînement par GPU selon la méthode d&apos;affinage</translation>
    </message>
    <message>
        <source>LoRA q, v</source>
        <translation>LoRA q, v</translation>
    </message>
    <message>
        <source>LoRA all</source>
        <translation>LoRA toutes</translation>
    </message>
    <message>
        <source>QLoRA all</source>
        <translation>QLoRA toutes</translation>
    </message>
    <message>
        <source>Training memory per GPU by context parallelism</source>
        <translation>Mémoire d&apos;entraînement par GPU selon le parallélisme de contexte</translation>
    </message>
    <message>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <source>Training memory per GPU by what is offloaded</source>
        <translation>Mémoire d&apos;entraînement par GPU selon ce qui est déchargé</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimiseur</translation>
    </message>
    <message>
        <source>+ activations</source>
        <translation>+ activations</translation>
    </message>
    <message>
        <source>+ parameters (ZeRO-3)</source>
        <translation>+ paramètres (ZeRO-3)</translation>
    </message>
</context>
<context>
    <name>rooflab::ComparisonChart</name>
    <message>
        <source>none of the %1 options fits</source>
        <translation>aucune des %1 options ne tient</translation>
    </message>
    <message>
        <source>%1 of %2 fit: %3</source>
        <translation>%1 sur %2 tiennent&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ControlPanel</name>
    <message>
        <source>a setting</source>
        <translation>un réglage</translation>
    </message>
</context>
<context>
    <name>rooflab::CustomGpuDialog</name>
    <message>
        <source>Custom GPU</source>
        <translation>GPU personnalisé</translation>
    </message>
    <message>
        <source>Dense (no 2:4 sparsity) datasheet figures. A peak of 0 means the card does not run that format.</source>
        <translation>Valeurs denses de la fiche technique (sans parcimonie 2:4). Une crête de 0 signifie que la carte ne prend pas en charge ce format.</translation>
    </message>
    <message>
        <source>My accelerator</source>
        <translation>Mon accélérateur</translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation>Nom du GPU</translation>
    </message>
    <message>
        <source>Shown in the charts and saved with the scenario.</source>
        <translation>Affiché dans les graphiques et enregistré avec le scénario.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Device memory in decimal GB as the datasheet gives it (80 GB = 74.5 GiB): the capacity line of the memory chart.</source>
        <translation>Mémoire de l&apos;appareil en GB décimaux, comme sur la fiche technique (80 GB = 74,5 GiB)&#xa0;: la ligne de capacité du graphique mémoire.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bande passante</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth: the slope of the roofline.</source>
        <translation>Bande passante mémoire&#xa0;: la pente du roofline.</translation>
    </message>
    <message>
        <source>FP32 matmul</source>
        <translation>Matmul FP32</translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation> TFLOP/s</translation>
    </message>
    <message>
        <source>Dense FP32 matrix throughput.</source>
        <translation>Débit matriciel FP32 dense.</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>Dense TF32 tensor-core throughput.</source>
        <translation>Débit dense des Tensor Cores en TF32.</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>Dense BF16 tensor-core throughput: the usual basis of MFU.</source>
        <translation>Débit dense des Tensor Cores en BF16&#xa0;: la référence habituelle du MFU.</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>Dense FP16 tensor-core throughput.</source>
        <translation>Débit dense des Tensor Cores en FP16.</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Dense FP8 (E4M3 and E5M2) tensor-core throughput.</source>
        <translation>Débit dense des Tensor Cores en FP8 (E4M3 et E5M2).</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Dense FP4 tensor-core throughput.</source>
        <translation>Débit dense des Tensor Cores en FP4.</translation>
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
        <translation>Débit dense des Tensor Cores en INT8.</translation>
    </message>
    <message>
        <source>FP32 vector</source>
        <translation>FP32 vectoriel</translation>
    </message>
    <message>
        <source>Plain CUDA-core FP32: the ceiling for non-matmul work (norms, softmax).</source>
        <translation>FP32 simple sur les cœurs CUDA&#xa0;: le plafond pour les calculs hors matmul (normalisations, softmax).</translation>
    </message>
</context>
<context>
    <name>rooflab::DocumentFiles</name>
    <message>
        <source>%1-parameter model</source>
        <translation>modèle à %1 paramètres</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>modèle personnalisé</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>chargement de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Impossible d&apos;ouvrir le scénario</translation>
    </message>
    <message>
        <source>%1 was not loaded; the current scenario is unchanged.

%2</source>
        <translation>%1 n&apos;a pas été chargé&#xa0;; le scénario actuel est inchangé.

%2</translation>
    </message>
    <message>
        <source>Loaded %1 with warnings: %2</source>
        <translation>%1 chargé avec des avertissements&#xa0;: %2</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>%1 chargé</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Impossible d&apos;enregistrer le scénario</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json);;All files (*)</source>
        <translation>Scénarios RoofLab (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>scenario.json</source>
        <translation>scenario.json</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json)</source>
        <translation>Scénarios RoofLab (*.json)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>Cannot import model config</source>
        <translation>Impossible d’importer la configuration du modèle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (a Hugging Face config.json is one).</source>
        <translation>%1 n’est pas un objet JSON (un config.json de Hugging Face en est un).</translation>
    </message>
    <message>
        <source>%1 was not imported; the current scenario is unchanged.

%2</source>
        <translation>%1 n’a pas été importé ; le scénario actuel est inchangé.

%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>Imported %1: %2 parameters</source>
        <translation>%1 importé : %2 paramètres</translation>
    </message>
    <message>
        <source>Import Model Config</source>
        <translation>Importer une configuration de modèle</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Configuration Hugging Face (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 is not a RoofLab scenario: save the scenario under another name</source>
        <translation>%1 n’est pas un scénario RoofLab : enregistrez le scénario sous un autre nom</translation>
    </message>
</context>
<context>
    <name>rooflab::ExerciseCoach</name>
    <message>
        <source>The scenario has a problem (see the status bar): %1</source>
        <translation>Le scénario a un problème (voir la barre d&apos;état) : %1</translation>
    </message>
</context>
<context>
    <name>rooflab::ExercisePanel</name>
    <message>
        <source>Exercise %1 of %2 - %3</source>
        <translation>Exercice %1 sur %2 - %3</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Exercices</translation>
    </message>
    <message>
        <source>Lectures &gt; Exercises starts the first one.</source>
        <translation>Cours &gt; Exercices lance le premier.</translation>
    </message>
    <message>
        <source>&amp;Check my answer</source>
        <translation>&amp;Vérifier ma réponse</translation>
    </message>
    <message>
        <source>Checks the scenario as the controls set it now against the question</source>
        <translation>Vérifie le scénario tel que les commandes le règlent maintenant par rapport à la question</translation>
    </message>
    <message>
        <source>Show how it is computed</source>
        <translation>Montrer comment c&apos;est calculé</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Back to the lecture&apos;s scenario as the exercise began</source>
        <translation>Revenir au scénario du cours tel qu&apos;au début de l&apos;exercice</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next exercise</source>
        <translation>Exercice suivant</translation>
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
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>a micro-batch of %1</source>
        <translation>un micro-lot de %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 paramètres</translation>
    </message>
    <message>
        <source>it needs %1 per GPU, the GPU has %2</source>
        <translation>il faut %1 par GPU, la GPU a %2</translation>
    </message>
    <message>
        <source>the host&apos;s memory is too small for what is offloaded</source>
        <translation>la mémoire de l&apos;hôte est trop petite pour ce qui est déchargé</translation>
    </message>
    <message>
        <source>the run takes %1 days, more than %2</source>
        <translation>l&apos;exécution dure %1 jours, plus de %2</translation>
    </message>
    <message>
        <source> Typed in exactly, %1 GPUs are the fewest.</source>
        <translation> Saisi exactement, %1 GPU sont le minimum.</translation>
    </message>
    <message>
        <source> Typed in exactly, up to %1 fit.</source>
        <translation> Saisi exactement, jusqu&apos;à %1 tiennent.</translation>
    </message>
    <message>
        <source> The fit search finds up to %1 parameters.</source>
        <translation> La recherche d&apos;ajustement trouve jusqu&apos;à %1 paramètres.</translation>
    </message>
    <message>
        <source>This 7B model does not train on one H100: AdamW in mixed precision keeps 18 bytes per parameter before any activation. Set the ZeRO stage to 3 and find the fewest H100s it trains on: drag (or type) the GPU count.</source>
        <translation>Ce modèle de 7B ne s&apos;entraîne pas sur une H100 : AdamW en précision mixte garde 18 octets par paramètre avant toute activation. Réglez l&apos;étape ZeRO sur 3 et trouvez le plus petit nombre de H100 sur lequel il s&apos;entraîne : faites glisser (ou saisissez) le nombre de GPU.</translation>
    </message>
    <message>
        <source>ZeRO-3 over 8 H100s: how large can the model be? Drag the model size up from 7B to the largest that still trains.</source>
        <translation>ZeRO-3 sur 8 H100 : quelle taille le modèle peut-il avoir ? Faites glisser la taille du modèle à partir de 7B jusqu&apos;à la plus grande qui s&apos;entraîne encore.</translation>
    </message>
    <message>
        <source>Llama 2 7B does not fit on these 8 H100s with plain data parallelism (ZeRO 0), not even at micro-batch 1. Set the ZeRO stage to 2 and find the largest micro-batch that fits.</source>
        <translation>Llama 2 7B ne tient pas sur ces 8 H100 en simple parallélisme de données (ZeRO 0), même pas avec un micro-lot de 1. Réglez l&apos;étape ZeRO sur 2 et trouvez le plus grand micro-lot qui tient.</translation>
    </message>
    <message>
        <source>The 70B model on 15T tokens: how many H100s finish the run within 120 days at the predicted speed? Drag the GPU count to the fewest.</source>
        <translation>Le modèle de 70B sur 15T jetons : combien de H100 terminent l&apos;exécution en 120 jours à la vitesse prévue ? Faites glisser le nombre de GPU jusqu&apos;au minimum.</translation>
    </message>
    <message>
        <source>Llama-3.1-8B with each sequence split over 8 GPUs (context parallelism): drag the sequence length up from 8,192 tokens to the longest that still trains.</source>
        <translation>Llama-3.1-8B avec chaque séquence répartie sur 8 GPU (parallélisme de contexte) : faites glisser la longueur de séquence à partir de 8 192 jetons jusqu&apos;à la plus longue qui s&apos;entraîne encore.</translation>
    </message>
    <message>
        <source>Set the ZeRO stage to %1 first.</source>
        <translation>Réglez d&apos;abord l&apos;étape ZeRO sur %1.</translation>
    </message>
    <message>
        <source>Not yet: with %1, %2.</source>
        <translation>Pas encore : avec %1, %2.</translation>
    </message>
    <message>
        <source>With %1 it works, and with %2 too: go further.</source>
        <translation>Avec %1 cela marche, et avec %2 aussi : allez plus loin.</translation>
    </message>
    <message>
        <source>With %1 it works, but with %2 too: fewer will do.</source>
        <translation>Avec %1 cela marche, mais avec %2 aussi : moins suffit.</translation>
    </message>
    <message>
        <source>Right: with %1 it works; with %2, %3.</source>
        <translation>Exact : avec %1 cela marche ; avec %2, %3.</translation>
    </message>
    <message>
        <source>Right: with %1 it works, and the controls go no further.</source>
        <translation>Exact : avec %1 cela marche, et les commandes ne vont pas plus loin.</translation>
    </message>
</context>
<context>
    <name>rooflab::Explain</name>
    <message>
        <source>sequence length</source>
        <translation>longueur de séquence</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>vocabulaire</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>couches</translation>
    </message>
    <message>
        <source>FLOPs per multiply-add</source>
        <translation>FLOPs par multiplication-addition</translation>
    </message>
    <message>
        <source>forward FLOPs of one layer</source>
        <translation>FLOPs de la passe avant d&apos;une couche</translation>
    </message>
    <message>
        <source>QKV projection 2 s h (q + 2 kv)</source>
        <translation>projection QKV 2 s h (q + 2 kv)</translation>
    </message>
    <message>
        <source>scores 2 s² q</source>
        <translation>scores 2 s² q</translation>
    </message>
    <message>
        <source>softmax 3 a s²</source>
        <translation>softmax 3 a s²</translation>
    </message>
    <message>
        <source>MLP (4 or 6) s h d_ff</source>
        <translation>MLP (4 ou 6) s h d_ff</translation>
    </message>
    <message>
        <source>forward FLOPs of the layers</source>
        <translation>FLOPs de la passe avant des couches</translation>
    </message>
    <message>
        <source>embedding FLOPs</source>
        <translation>FLOPs des embeddings</translation>
    </message>
    <message>
        <source>final logits FLOPs</source>
        <translation>FLOPs des logits finaux</translation>
    </message>
    <message>
        <source>forward FLOPs per sequence</source>
        <translation>FLOPs de la passe avant par séquence</translation>
    </message>
    <message>
        <source>sustained cluster FLOP/s</source>
        <translation>FLOP/s soutenus du cluster</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>peak per GPU</source>
        <translation>crête par GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>training FLOPs</source>
        <translation>FLOPs d&apos;entraînement</translation>
    </message>
    <message>
        <source>seconds per day</source>
        <translation>secondes par jour</translation>
    </message>
    <message>
        <source>training FLOPs (6ND)</source>
        <translation>FLOPs d&apos;entraînement (6ND)</translation>
    </message>
    <message>
        <source>FLOPs per parameter and token (2 forward + 4 backward)</source>
        <translation>FLOPs par paramètre et par token (2 en passe avant + 4 en passe arrière)</translation>
    </message>
    <message>
        <source>parameters (active)</source>
        <translation>paramètres (actifs)</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>tokens d&apos;entraînement</translation>
    </message>
    <message>
        <source>training FLOPs (detailed)</source>
        <translation>FLOPs d&apos;entraînement (détaillés)</translation>
    </message>
    <message>
        <source>forward + backward (1 + 2)</source>
        <translation>passes avant + arrière (1 + 2)</translation>
    </message>
    <message>
        <source>training days</source>
        <translation>jours d&apos;entraînement</translation>
    </message>
    <message>
        <source>training days (detailed FLOPs)</source>
        <translation>jours d&apos;entraînement (FLOPs détaillés)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>heures-GPU</translation>
    </message>
    <message>
        <source>hours per day</source>
        <translation>heures par jour</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>prix par heure-GPU</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message>
        <source>sequences in the batch</source>
        <translation>séquences du batch</translation>
    </message>
    <message>
        <source>context length</source>
        <translation>longueur de contexte</translation>
    </message>
    <message>
        <source>tensor-parallel GPUs</source>
        <translation>GPU en parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>cache KV par token</translation>
    </message>
    <message>
        <source>keys and values</source>
        <translation>clés et valeurs</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>têtes KV</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>dimension de tête</translation>
    </message>
    <message>
        <source>inference weights</source>
        <translation>poids en inférence</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>paramètres</translation>
    </message>
    <message>
        <source>model-parallel GPUs (tp × pp)</source>
        <translation>GPU en parallélisme de modèle (tp × pp)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <source>GPUs splitting the KV heads</source>
        <translation>GPU se répartissant les têtes KV</translation>
    </message>
    <message>
        <source>transient activations</source>
        <translation>activations transitoires</translation>
    </message>
    <message>
        <source>one layer&apos;s widest tensors</source>
        <translation>tenseurs les plus larges d&apos;une couche</translation>
    </message>
    <message>
        <source>width (2 d_model + MLP tensors)</source>
        <translation>largeur (2 d_model + tenseurs du MLP)</translation>
    </message>
    <message>
        <source>attention scores</source>
        <translation>scores d&apos;attention</translation>
    </message>
    <message>
        <source>heads on this GPU</source>
        <translation>têtes sur ce GPU</translation>
    </message>
    <message>
        <source>last-position logits</source>
        <translation>logits de la dernière position</translation>
    </message>
    <message>
        <source>vocabulary on this GPU</source>
        <translation>vocabulaire sur ce GPU</translation>
    </message>
    <message>
        <source>inference total per GPU</source>
        <translation>total par GPU en inférence</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>octets transférés</translation>
    </message>
    <message>
        <source>layers on this GPU</source>
        <translation>couches sur ce GPU</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2, recompute)</source>
        <translation>passes (avant, arrière ×2, recalcul)</translation>
    </message>
    <message>
        <source>bytes of one product</source>
        <translation>octets d&apos;un produit</translation>
    </message>
    <message>
        <source>A (M × K activations)</source>
        <translation>A (activations M × K)</translation>
    </message>
    <message>
        <source>B (K × N weights)</source>
        <translation>B (poids K × N)</translation>
    </message>
    <message>
        <source>C (M × N output)</source>
        <translation>C (sortie M × N)</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>éléments</translation>
    </message>
    <message>
        <source>FLOPs per element</source>
        <translation>FLOPs par élément</translation>
    </message>
    <message>
        <source>bytes per element</source>
        <translation>octets par élément</translation>
    </message>
    <message>
        <source>arithmetic intensity</source>
        <translation>intensité arithmétique</translation>
    </message>
    <message>
        <source>tensor-core peak</source>
        <translation>crête des Tensor Cores</translation>
    </message>
    <message>
        <source>CUDA-core peak</source>
        <translation>crête des cœurs CUDA</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bande passante mémoire</translation>
    </message>
    <message>
        <source>bandwidth roof</source>
        <translation>plafond de bande passante</translation>
    </message>
    <message>
        <source>attainable FLOP/s</source>
        <translation>FLOP/s atteignables</translation>
    </message>
    <message>
        <source>compute time</source>
        <translation>durée de calcul</translation>
    </message>
    <message>
        <source>memory time</source>
        <translation>durée des accès mémoire</translation>
    </message>
    <message>
        <source>time</source>
        <translation>durée</translation>
    </message>
    <message>
        <source>ridge point</source>
        <translation>point de coude</translation>
    </message>
    <message>
        <source>dense peak</source>
        <translation>crête dense</translation>
    </message>
    <message>
        <source>QKV projection</source>
        <translation>projection QKV</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 b a q k d_head)</source>
        <translation>FLOPs par couche (2 b a q k d_head)</translation>
    </message>
    <message>
        <source>attention (FlashAttention)</source>
        <translation>attention (FlashAttention)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores, softmax, × V)</source>
        <translation>FLOPs par couche (scores, softmax, × V)</translation>
    </message>
    <message>
        <source>bytes per layer (read Q, K, V, write O)</source>
        <translation>octets par couche (lecture de Q, K, V, écriture de O)</translation>
    </message>
    <message>
        <source>attention scores QK^T</source>
        <translation>scores d&apos;attention QK^T</translation>
    </message>
    <message>
        <source>bytes per layer (Q, K, scores)</source>
        <translation>octets par couche (Q, K, scores)</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>FLOPs per layer (3 b a q k)</source>
        <translation>FLOPs par couche (3 b a q k)</translation>
    </message>
    <message>
        <source>bytes per layer (read and write the scores)</source>
        <translation>octets par couche (lecture et écriture des scores)</translation>
    </message>
    <message>
        <source>attention x V</source>
        <translation>attention x V</translation>
    </message>
    <message>
        <source>bytes per layer (scores, V, output)</source>
        <translation>octets par couche (scores, V, sortie)</translation>
    </message>
    <message>
        <source>output projection</source>
        <translation>projection de sortie</translation>
    </message>
    <message>
        <source>MLP gate + up</source>
        <translation>MLP : projections gate et up</translation>
    </message>
    <message>
        <source>MLP up</source>
        <translation>MLP : projection up</translation>
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
        <translation>MLP : projection down</translation>
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
        <translation>addition résiduelle</translation>
    </message>
    <message>
        <source>LM head</source>
        <translation>tête LM</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>entropie croisée</translation>
    </message>
    <message>
        <source>time of one micro-batch</source>
        <translation>durée d&apos;un micro-batch</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>durée du pas</translation>
    </message>
    <message>
        <source>prefill time</source>
        <translation>durée du préremplissage</translation>
    </message>
    <message>
        <source>time per generated token</source>
        <translation>durée par token généré</translation>
    </message>
    <message>
        <source>model FLOPs on this GPU</source>
        <translation>FLOPs du modèle sur ce GPU</translation>
    </message>
    <message>
        <source>forward and backward time</source>
        <translation>durée des passes avant et arrière</translation>
    </message>
    <message>
        <source>gradient accumulation steps</source>
        <translation>pas d&apos;accumulation de gradient</translation>
    </message>
    <message>
        <source>optimizer update (per step)</source>
        <translation>mise à jour de l&apos;optimiseur (par pas)</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>micro-batch</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>tokens par seconde</translation>
    </message>
    <message>
        <source>tokens in the batch</source>
        <translation>tokens du batch</translation>
    </message>
    <message>
        <source>peak FLOPs in that time</source>
        <translation>FLOPs crête sur cette durée</translation>
    </message>
    <message>
        <source>predicted MFU (no communication)</source>
        <translation>MFU prédit (sans communication)</translation>
    </message>
    <message>
        <source>parameters on this GPU</source>
        <translation>paramètres sur ce GPU</translation>
    </message>
    <message>
        <source>data-parallel GPUs sharing it</source>
        <translation>GPU en parallélisme de données qui se le partagent</translation>
    </message>
    <message>
        <source>tokens (s × b)</source>
        <translation>tokens (s × b)</translation>
    </message>
    <message>
        <source>activations of one layer</source>
        <translation>activations d&apos;une couche</translation>
    </message>
    <message>
        <source>input of one layer</source>
        <translation>entrée d&apos;une couche</translation>
    </message>
    <message>
        <source>momentum</source>
        <translation>moment</translation>
    </message>
    <message>
        <source>sum of squared gradients</source>
        <translation>somme des carrés des gradients</translation>
    </message>
    <message>
        <source>squared-gradient average</source>
        <translation>moyenne des carrés des gradients</translation>
    </message>
    <message>
        <source>momentum (m)</source>
        <translation>moment (m)</translation>
    </message>
    <message>
        <source>variance (v)</source>
        <translation>variance (v)</translation>
    </message>
    <message>
        <source>momentum (m, 8-bit)</source>
        <translation>moment (m, 8 bits)</translation>
    </message>
    <message>
        <source>variance (v, 8-bit)</source>
        <translation>variance (v, 8 bits)</translation>
    </message>
    <message>
        <source>row/column statistics</source>
        <translation>statistiques par ligne/colonne</translation>
    </message>
    <message>
        <source>row and column sums of every matrix</source>
        <translation>sommes par ligne et par colonne de chaque matrice</translation>
    </message>
    <message>
        <source>share of the parameters on this GPU</source>
        <translation>part des paramètres sur ce GPU</translation>
    </message>
    <message>
        <source>attention block: norm and QKV inputs, dropout mask</source>
        <translation>bloc d&apos;attention&#xa0;: entrées de la normalisation et de QKV, masque de dropout</translation>
    </message>
    <message>
        <source>Q, K, V and projection input</source>
        <translation>Q, K, V et entrée de la projection</translation>
    </message>
    <message>
        <source>softmax statistics (FlashAttention)</source>
        <translation>statistiques du softmax (FlashAttention)</translation>
    </message>
    <message>
        <source>bytes (fp32 log-sum-exp)</source>
        <translation>octets (log-sum-exp fp32)</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>têtes</translation>
    </message>
    <message>
        <source>attention scores: softmax output and dropout</source>
        <translation>scores d&apos;attention&#xa0;: sortie du softmax et dropout</translation>
    </message>
    <message>
        <source>keys per query (s)</source>
        <translation>clés par requête (s)</translation>
    </message>
    <message>
        <source>bytes per score (e + mask × (1 + e))</source>
        <translation>octets par score (e + mask × (1 + e))</translation>
    </message>
    <message>
        <source>MLP block: norm and MLP inputs, dropout mask</source>
        <translation>bloc MLP&#xa0;: entrées de la normalisation et du MLP, masque de dropout</translation>
    </message>
    <message>
        <source>MLP intermediates</source>
        <translation>tenseurs intermédiaires du MLP</translation>
    </message>
    <message>
        <source>d_ff</source>
        <translation>d_ff</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 2, SwiGLU 3)</source>
        <translation>tenseurs de largeur d_ff (GELU 2, SwiGLU 3)</translation>
    </message>
    <message>
        <source>d_model-wide tensors</source>
        <translation>tenseurs de largeur d_model</translation>
    </message>
    <message>
        <source>attention block</source>
        <translation>bloc d&apos;attention</translation>
    </message>
    <message>
        <source>MLP block</source>
        <translation>bloc MLP</translation>
    </message>
    <message>
        <source>head- and d_ff-wide tensors</source>
        <translation>tenseurs de largeur têtes ou d_ff</translation>
    </message>
    <message>
        <source>d_model-wide tensors on this GPU</source>
        <translation>tenseurs de largeur d_model sur ce GPU</translation>
    </message>
    <message>
        <source>sequence-parallel GPUs</source>
        <translation>GPU en parallélisme de séquence</translation>
    </message>
    <message>
        <source>head- and d_ff-wide tensors on this GPU</source>
        <translation>tenseurs de largeur têtes ou d_ff sur ce GPU</translation>
    </message>
    <message>
        <source>activations kept per micro-batch</source>
        <translation>activations conservées par micro-batch</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>checkpoints</translation>
    </message>
    <message>
        <source>segment being recomputed</source>
        <translation>segment en cours de recalcul</translation>
    </message>
    <message>
        <source>layers per segment (k)</source>
        <translation>couches par segment (k)</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>micro-batches in flight</source>
        <translation>micro-batches en cours</translation>
    </message>
    <message>
        <source>micro-batches in flight (1F1B)</source>
        <translation>micro-batches en cours (1F1B)</translation>
    </message>
    <message>
        <source>all-gathered projection inputs (attention, MLP)</source>
        <translation>entrées des projections rassemblées par all-gather (attention, MLP)</translation>
    </message>
    <message>
        <source>unsharded gradients accumulated over the micro-batches</source>
        <translation>gradients non partitionnés accumulés sur les micro-batches</translation>
    </message>
    <message>
        <source>layer being recomputed</source>
        <translation>couche en cours de recalcul</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>master weights</source>
        <translation>poids maîtres</translation>
    </message>
    <message>
        <source>parameters this GPU updates</source>
        <translation>paramètres mis à jour par ce GPU</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>états de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>gathered layers</source>
        <translation>couches rassemblées</translation>
    </message>
    <message>
        <source>layers (current + prefetched)</source>
        <translation>couches (courante + préchargée)</translation>
    </message>
    <message>
        <source>share of one layer</source>
        <translation>part d&apos;une couche</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>model-state bytes per parameter</source>
        <translation>octets d&apos;états du modèle par paramètre</translation>
    </message>
    <message>
        <source>weights, gradients, master weights and optimizer states</source>
        <translation>poids, gradients, poids maîtres et états de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>largest model (napkin)</source>
        <translation>plus grand modèle (ordre de grandeur)</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>mémoire par GPU</translation>
    </message>
    <message>
        <source>attention width</source>
        <translation>largeur de l&apos;attention</translation>
    </message>
    <message>
        <source>values per token</source>
        <translation>valeurs par token</translation>
    </message>
    <message>
        <source>projection inputs (one per projection under autocast)</source>
        <translation>entrées des projections (une par projection sous autocast)</translation>
    </message>
    <message>
        <source>Q, K, V at the query width</source>
        <translation>Q, K, V à la largeur des requêtes</translation>
    </message>
    <message>
        <source>softmax log-sum-exp</source>
        <translation>log-sum-exp du softmax</translation>
    </message>
    <message>
        <source>attention output (projection input)</source>
        <translation>sortie de l&apos;attention (entrée de la projection)</translation>
    </message>
    <message>
        <source>scores per token (heads × s)</source>
        <translation>scores par token (têtes × s)</translation>
    </message>
    <message>
        <source>softmax output</source>
        <translation>sortie du softmax</translation>
    </message>
    <message>
        <source>probabilities for the value matmul</source>
        <translation>probabilités pour la matmul des valeurs</translation>
    </message>
    <message>
        <source>attention dropout mask</source>
        <translation>masque de dropout de l&apos;attention</translation>
    </message>
    <message>
        <source>output dropout masks (2 blocks)</source>
        <translation>masques de dropout des sorties (2 blocs)</translation>
    </message>
    <message>
        <source>MLP intermediates in fp32 (gelu_new: x, tanh, 1 + tanh)</source>
        <translation>intermédiaires du MLP en fp32 (gelu_new&#xa0;: x, tanh, 1 + tanh)</translation>
    </message>
    <message>
        <source>activations outside the layers</source>
        <translation>activations hors des couches</translation>
    </message>
    <message>
        <source>token ids and labels (int64)</source>
        <translation>identifiants de tokens et étiquettes (int64)</translation>
    </message>
    <message>
        <source>embedding dropout mask</source>
        <translation>masque de dropout de l&apos;embedding</translation>
    </message>
    <message>
        <source>final RMSNorm input and square in fp32</source>
        <translation>entrée et carré de la RMSNorm finale en fp32</translation>
    </message>
    <message>
        <source>final RMSNorm output</source>
        <translation>sortie de la RMSNorm finale</translation>
    </message>
    <message>
        <source>rotary cos and sin</source>
        <translation>cos et sin rotatifs</translation>
    </message>
    <message>
        <source>final LayerNorm input</source>
        <translation>entrée de la LayerNorm finale</translation>
    </message>
    <message>
        <source>final LayerNorm mean and 1/std</source>
        <translation>moyenne et 1/std de la LayerNorm finale</translation>
    </message>
    <message>
        <source>LM head input</source>
        <translation>entrée de la tête LM</translation>
    </message>
    <message>
        <source>attention dropout</source>
        <translation>dropout de l&apos;attention</translation>
    </message>
    <message>
        <source>tokens per second per model replica</source>
        <translation>tokens par seconde par réplique du modèle</translation>
    </message>
    <message>
        <source>tokens per second per GPU (roofline bound)</source>
        <translation>tokens par seconde par GPU (borne du roofline)</translation>
    </message>
    <message>
        <source>16-bit weight copies (autocast)</source>
        <translation>poids en 16 bits (autocast)</translation>
    </message>
    <message>
        <source>loss buffers</source>
        <translation>tampons de la perte</translation>
    </message>
    <message>
        <source>optimizer scratch</source>
        <translation>temporaires de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>end of the forward</source>
        <translation>fin de la passe avant</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>start of the backward (loss gradients)</source>
        <translation>début de la passe arrière (gradients de la perte)</translation>
    </message>
    <message>
        <source>backward of the last layer</source>
        <translation>passe arrière de la dernière couche</translation>
    </message>
    <message>
        <source>end of the backward (all gradients)</source>
        <translation>fin de la passe arrière (tous les gradients)</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>pas de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>passe arrière</translation>
    </message>
    <message>
        <source>peak of the step</source>
        <translation>pic du pas</translation>
    </message>
    <message>
        <source>micro-batches per step (gradient accumulation)</source>
        <translation>micro-batchs par pas (accumulation de gradients)</translation>
    </message>
    <message>
        <source>compute time of one micro-batch</source>
        <translation>temps de calcul d&apos;un micro-batch</translation>
    </message>
    <message>
        <source>latency of one collective step</source>
        <translation>latence d&apos;une étape collective</translation>
    </message>
    <message>
        <source>bus bandwidth</source>
        <translation>bande passante de bus</translation>
    </message>
    <message>
        <source>step time (with communication)</source>
        <translation>durée du pas (avec communication)</translation>
    </message>
    <message>
        <source>transfer time</source>
        <translation>temps de transfert</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>latence</translation>
    </message>
    <message>
        <source>ring steps</source>
        <translation>étapes de l&apos;anneau</translation>
    </message>
    <message>
        <source>one collective</source>
        <translation>une opération collective</translation>
    </message>
    <message>
        <source>achieved memory bandwidth</source>
        <translation>bande passante mémoire atteinte</translation>
    </message>
    <message>
        <source>compute time at achieved efficiency</source>
        <translation>temps de calcul à l&apos;efficacité atteinte</translation>
    </message>
    <message>
        <source>FLOPs executed</source>
        <translation>FLOPs exécutés</translation>
    </message>
    <message>
        <source>fraction of peak reached</source>
        <translation>fraction de la crête atteinte</translation>
    </message>
    <message>
        <source>memory time at achieved bandwidth</source>
        <translation>temps mémoire à la bande passante atteinte</translation>
    </message>
    <message>
        <source>achieved time</source>
        <translation>durée atteinte</translation>
    </message>
    <message>
        <source>tensor-parallel communication per micro-batch</source>
        <translation>communication du parallélisme de tenseurs par micro-batch</translation>
    </message>
    <message>
        <source>bytes sent per reduce-scatter or all-gather ((t-1)/t × b s h)</source>
        <translation>octets envoyés par reduce-scatter ou all-gather ((t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(t-1)/t × b s h)</source>
        <translation>octets envoyés par all-reduce (2(t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>pipeline send/receive per micro-batch</source>
        <translation>envoi/réception du pipeline par micro-batch</translation>
    </message>
    <message>
        <source>one gradient accumulation</source>
        <translation>une accumulation de gradients</translation>
    </message>
    <message>
        <source>gradients accumulated on this GPU</source>
        <translation>gradients accumulés sur ce GPU</translation>
    </message>
    <message>
        <source>bytes per gradient (read new, read and write the sum)</source>
        <translation>octets par gradient (lire le nouveau, lire et écrire la somme)</translation>
    </message>
    <message>
        <source>gradient accumulation per micro-batch</source>
        <translation>accumulation de gradients par micro-batch</translation>
    </message>
    <message>
        <source>accumulations per step</source>
        <translation>accumulations par pas</translation>
    </message>
    <message>
        <source>pipeline sends per micro-batch</source>
        <translation>envois du pipeline par micro-batch</translation>
    </message>
    <message>
        <source>pipeline all-gathers per micro-batch (scatter/gather)</source>
        <translation>all-gathers du pipeline par micro-batch (scatter/gather)</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((t-1)/t × b s h)</source>
        <translation>octets envoyés par all-gather ((t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>received tensors per micro-batch (forward + backward, × virtual stages)</source>
        <translation>tenseurs reçus par micro-batch (passes avant + arrière, × étages virtuels)</translation>
    </message>
    <message>
        <source>bytes per send (b s h / t)</source>
        <translation>octets par envoi (b s h / t)</translation>
    </message>
    <message>
        <source>sends per micro-batch (forward + backward, × virtual stages)</source>
        <translation>envois par micro-batch (passes avant + arrière, × étages virtuels)</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>communication du parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>pipeline communication</source>
        <translation>communication du pipeline</translation>
    </message>
    <message>
        <source>ideal pipeline time</source>
        <translation>durée idéale du pipeline</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>bulle du pipeline</translation>
    </message>
    <message>
        <source>pipeline stages - 1</source>
        <translation>étages du pipeline - 1</translation>
    </message>
    <message>
        <source>virtual stages</source>
        <translation>étages virtuels</translation>
    </message>
    <message>
        <source>data-parallel gradient reduction</source>
        <translation>réduction des gradients en parallélisme de données</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(d-1)/d × gradients)</source>
        <translation>octets envoyés par all-reduce (2(d-1)/d × gradients)</translation>
    </message>
    <message>
        <source>bytes sent per reduce-scatter ((d-1)/d × gradients)</source>
        <translation>octets envoyés par reduce-scatter ((d-1)/d × gradients)</translation>
    </message>
    <message>
        <source>ZeRO parameter all-gathers</source>
        <translation>all-gathers des paramètres ZeRO</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((d-1)/d × weights)</source>
        <translation>octets envoyés par all-gather ((d-1)/d × poids)</translation>
    </message>
    <message>
        <source>exposed data-parallel communication</source>
        <translation>communication du parallélisme de données non masquée</translation>
    </message>
    <message>
        <source>exposed fraction (not hidden by compute)</source>
        <translation>fraction non masquée (non recouverte par le calcul)</translation>
    </message>
    <message>
        <source>exposed ZeRO communication</source>
        <translation>communication ZeRO non masquée</translation>
    </message>
    <message>
        <source>backward of the last micro-batch</source>
        <translation>passe arrière du dernier micro-batch</translation>
    </message>
    <message>
        <source>backward share (2 of 3 passes)</source>
        <translation>part de la passe arrière (2 passes sur 3)</translation>
    </message>
    <message>
        <source>hidden gradient reduction</source>
        <translation>réduction des gradients masquée</translation>
    </message>
    <message>
        <source>all but the last bucket</source>
        <translation>tous sauf le dernier bucket</translation>
    </message>
    <message>
        <source>compute slowed by overlapped communication</source>
        <translation>calcul ralenti par la communication superposée</translation>
    </message>
    <message>
        <source>overlapped communication</source>
        <translation>communication superposée</translation>
    </message>
    <message>
        <source>slowdown while overlapping</source>
        <translation>ralentissement pendant la superposition</translation>
    </message>
    <message>
        <source>model FLOPs per step</source>
        <translation>FLOPs du modèle par pas</translation>
    </message>
    <message>
        <source>model FLOPs per token (6N + attention)</source>
        <translation>FLOPs du modèle par token (6N + attention)</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>tokens par pas</translation>
    </message>
    <message>
        <source>hardware FLOPs per step</source>
        <translation>FLOPs matériels par pas</translation>
    </message>
    <message>
        <source>recomputation FLOPs</source>
        <translation>FLOPs du recalcul</translation>
    </message>
    <message>
        <source>peak FLOPs of all GPUs in a step</source>
        <translation>FLOPs crête de tous les GPU sur un pas</translation>
    </message>
    <message>
        <source>GPUs (d × t × p)</source>
        <translation>GPU (d × t × p)</translation>
    </message>
    <message>
        <source>predicted MFU</source>
        <translation>MFU prédit</translation>
    </message>
    <message>
        <source>predicted HFU</source>
        <translation>HFU prédit</translation>
    </message>
    <message>
        <source>tokens per second (whole job)</source>
        <translation>tokens par seconde (tâche entière)</translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation>tokens par seconde par GPU</translation>
    </message>
    <message>
        <source>loss buffers: fp32 copy and log-probabilities</source>
        <translation>tampons de la perte&#xa0;: copie fp32 et log-probabilités</translation>
    </message>
    <message>
        <source>loss buffers: log-probabilities and two gradients</source>
        <translation>tampons de la perte&#xa0;: log-probabilités et deux gradients</translation>
    </message>
    <message>
        <source>logits of one chunk</source>
        <translation>logits d&apos;un bloc</translation>
    </message>
    <message>
        <source>tokens per chunk</source>
        <translation>tokens par bloc</translation>
    </message>
    <message>
        <source>gradient of the head&apos;s input</source>
        <translation>gradient de l&apos;entrée de la tête</translation>
    </message>
    <message>
        <source>loss buffers (chunked)</source>
        <translation>tampons de la perte (par blocs)</translation>
    </message>
    <message>
        <source>share in weight matrices</source>
        <translation>part dans les matrices de poids</translation>
    </message>
    <message>
        <source>gradients of the output layer</source>
        <translation>gradients de la couche de sortie</translation>
    </message>
    <message>
        <source>share in the output layer</source>
        <translation>part dans la couche de sortie</translation>
    </message>
    <message>
        <source>optimizer scratch (foreach)</source>
        <translation>mémoire temporaire de l&apos;optimiseur (foreach)</translation>
    </message>
    <message>
        <source>temporaries per parameter</source>
        <translation>temporaires par paramètre</translation>
    </message>
    <message>
        <source>optimizer scratch (per tensor)</source>
        <translation>mémoire temporaire de l&apos;optimiseur (par tenseur)</translation>
    </message>
    <message>
        <source>largest parameter tensor</source>
        <translation>plus grand tenseur de paramètres</translation>
    </message>
    <message>
        <source>temporaries at once</source>
        <translation>temporaires simultanés</translation>
    </message>
    <message>
        <source>training days at the predicted speed</source>
        <translation>jours d&apos;entraînement à la vitesse prévue</translation>
    </message>
    <message>
        <source>tokens per second, all GPUs</source>
        <translation>tokens par seconde, tous les GPU</translation>
    </message>
    <message>
        <source>adapter parameters on this GPU</source>
        <translation>paramètres d&apos;adaptateur sur ce GPU</translation>
    </message>
    <message>
        <source>frozen weights</source>
        <translation>poids gelés</translation>
    </message>
    <message>
        <source>bytes per parameter (layer matrices in the base format, the rest in its dtype)</source>
        <translation>octets par paramètre (matrices des couches au format de base, le reste dans son type)</translation>
    </message>
    <message>
        <source>adapter parameters (rank × (in + out) per adapted matrix)</source>
        <translation>paramètres d&apos;adaptateur (rang × (entrée + sortie) par matrice adaptée)</translation>
    </message>
    <message>
        <source>share of the layers on this stage</source>
        <translation>part des couches sur cet étage</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>adaptateurs</translation>
    </message>
    <message>
        <source>adapter gradients</source>
        <translation>gradients des adaptateurs</translation>
    </message>
    <message>
        <source>dequantised weight matrix (one at a time)</source>
        <translation>matrice de poids déquantifiée (une à la fois)</translation>
    </message>
    <message>
        <source>values of the largest layer matrix on this GPU</source>
        <translation>valeurs de la plus grande matrice de couche sur ce GPU</translation>
    </message>
    <message>
        <source>weight copies</source>
        <translation>copies des poids</translation>
    </message>
    <message>
        <source>adapter inputs (a copy per adapter when cast)</source>
        <translation>entrées des adaptateurs (une copie par adaptateur lors d&apos;une conversion)</translation>
    </message>
    <message>
        <source>adapter rank-wide outputs (lora_A)</source>
        <translation>sorties de largeur rang des adaptateurs (lora_A)</translation>
    </message>
    <message>
        <source>rank × adapted matrices</source>
        <translation>rang × matrices adaptées</translation>
    </message>
    <message>
        <source>MLP intermediates (gate, silu, up)</source>
        <translation>intermédiaires du MLP (gate, silu, up)</translation>
    </message>
    <message>
        <source>MLP intermediates (x/2)</source>
        <translation>intermédiaires du MLP (x/2)</translation>
    </message>
    <message>
        <source>MLP intermediates (gelu_new: x, tanh, 1 + tanh, x/2)</source>
        <translation>intermédiaires du MLP (gelu_new : x, tanh, 1 + tanh, x/2)</translation>
    </message>
    <message>
        <source>MLP output (down projection input)</source>
        <translation>sortie du MLP (entrée de la projection down)</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, block input, mask)</source>
        <translation>octets par jeton et canal (entrée de la norme, entrée du bloc, masque)</translation>
    </message>
    <message>
        <source>tokens in the profiling batch</source>
        <translation>jetons du lot de profilage</translation>
    </message>
    <message>
        <source>vLLM memory budget</source>
        <translation>budget mémoire de vLLM</translation>
    </message>
    <message>
        <source>card memory as CUDA reports it</source>
        <translation>mémoire de la carte selon CUDA</translation>
    </message>
    <message>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <source>serving weights</source>
        <translation>poids en service</translation>
    </message>
    <message>
        <source>profiling forward</source>
        <translation>passe avant de profilage</translation>
    </message>
    <message>
        <source>width (2 d_model + widest block)</source>
        <translation>largeur (2 d_model + bloc le plus large)</translation>
    </message>
    <message>
        <source>profiling sampler</source>
        <translation>échantillonneur de profilage</translation>
    </message>
    <message>
        <source>logits and the sort&apos;s buffers</source>
        <translation>logits et tampons du tri</translation>
    </message>
    <message>
        <source>requests (max_num_seqs)</source>
        <translation>requêtes (max_num_seqs)</translation>
    </message>
    <message>
        <source>bytes per logit at the top-k/top-p sort</source>
        <translation>octets par logit lors du tri top-k/top-p</translation>
    </message>
    <message>
        <source>hidden states of the batch</source>
        <translation>états cachés du lot</translation>
    </message>
    <message>
        <source>activation peak of the profiling run</source>
        <translation>pic d&apos;activations du profilage</translation>
    </message>
    <message>
        <source>KV cache budget</source>
        <translation>budget pour le cache KV</translation>
    </message>
    <message>
        <source>non-PyTorch memory (CUDA, NCCL)</source>
        <translation>mémoire hors PyTorch (CUDA, NCCL)</translation>
    </message>
    <message>
        <source>fine-tuning FLOPs (detailed)</source>
        <translation>FLOPs de l&apos;affinage (détaillés)</translation>
    </message>
    <message>
        <source>weight gradients of the frozen base, less the adapters&apos;</source>
        <translation>gradients des poids de la base gelée, moins ceux des adaptateurs</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>adaptateurs LoRA</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 × tokens × adapter parameters)</source>
        <translation>FLOPs par couche (2 × jetons × paramètres d&apos;adaptateur)</translation>
    </message>
    <message>
        <source>bytes per layer (inputs and outputs of the adapters)</source>
        <translation>octets par couche (entrées et sorties des adaptateurs)</translation>
    </message>
    <message>
        <source>full fine-tuning FLOPs</source>
        <translation>FLOPs de l&apos;affinage complet</translation>
    </message>
    <message>
        <source>attention output (kernel, projection input)</source>
        <translation>sortie de l’attention (noyau, entrée de la projection)</translation>
    </message>
    <message>
        <source>attention output (adapter input)</source>
        <translation>sortie de l’attention (entrée de l’adaptateur)</translation>
    </message>
    <message>
        <source>final RMSNorm input in fp32</source>
        <translation>entrée de la RMSNorm finale en fp32</translation>
    </message>
    <message>
        <source>q and k norms</source>
        <translation>normes de q et k</translation>
    </message>
    <message>
        <source>rotary embedding</source>
        <translation>embedding rotatif</translation>
    </message>
    <message>
        <source>dropout on the attention and MLP outputs</source>
        <translation>dropout sur les sorties de l’attention et du MLP</translation>
    </message>
    <message>
        <source>attention output to tokens (copy)</source>
        <translation>sortie de l’attention vers les jetons (copie)</translation>
    </message>
    <message>
        <source>autocast: norm outputs cast per projection</source>
        <translation>autocast : sorties de norme converties par projection</translation>
    </message>
    <message>
        <source>autocast: 16-bit weight copies and gradient casts</source>
        <translation>autocast : copies 16 bits des poids et conversions des gradients</translation>
    </message>
    <message>
        <source>runtime memory</source>
        <translation>mémoire d’exécution</translation>
    </message>
    <message>
        <source>runtime memory (set)</source>
        <translation>mémoire d’exécution (fixée)</translation>
    </message>
    <message>
        <source>set per GPU</source>
        <translation>fixée par GPU</translation>
    </message>
    <message>
        <source>CUDA, cuBLAS and NCCL memory</source>
        <translation>mémoire CUDA, cuBLAS et NCCL</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>contexte CUDA</translation>
    </message>
    <message>
        <source>per process</source>
        <translation>par processus</translation>
    </message>
    <message>
        <source>cuBLAS and cuBLASLt workspaces</source>
        <translation>espaces de travail cuBLAS et cuBLASLt</translation>
    </message>
    <message>
        <source>per stream on this GPU</source>
        <translation>par flux sur ce GPU</translation>
    </message>
    <message>
        <source>NCCL buffers</source>
        <translation>tampons NCCL</translation>
    </message>
    <message>
        <source>communicators of this rank</source>
        <translation>communicateurs de ce rang</translation>
    </message>
    <message>
        <source>per communicator</source>
        <translation>par communicateur</translation>
    </message>
    <message>
        <source>allocator reserve</source>
        <translation>réserve de l’allocateur</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>alloué par PyTorch</translation>
    </message>
    <message>
        <source>reserve share</source>
        <translation>part de réserve</translation>
    </message>
    <message>
        <source>bytes this GPU dispatches (tokens × top_k × d_model)</source>
        <translation>octets envoyés par ce GPU (tokens × top_k × d_model)</translation>
    </message>
    <message>
        <source>to the expert GPUs in this node</source>
        <translation>vers les GPU d’experts de ce nœud</translation>
    </message>
    <message>
        <source>share to peers in the node ((n - 1) / ep)</source>
        <translation>part vers les pairs du nœud ((n - 1) / ep)</translation>
    </message>
    <message>
        <source>intra-node bandwidth</source>
        <translation>bande passante dans le nœud</translation>
    </message>
    <message>
        <source>to the expert GPUs in other nodes</source>
        <translation>vers les GPU d’experts d’autres nœuds</translation>
    </message>
    <message>
        <source>share to other nodes ((ep - n) / ep)</source>
        <translation>part vers les autres nœuds ((ep - n) / ep)</translation>
    </message>
    <message>
        <source>inter-node bandwidth per GPU</source>
        <translation>bande passante entre nœuds par GPU</translation>
    </message>
    <message>
        <source>one expert all-to-all</source>
        <translation>un all-to-all d’experts</translation>
    </message>
    <message>
        <source>expert all-to-all per micro-batch</source>
        <translation>all-to-all d’experts par micro-lot</translation>
    </message>
    <message>
        <source>MoE layers on this GPU</source>
        <translation>couches MoE sur ce GPU</translation>
    </message>
    <message>
        <source>dense parameters on this GPU</source>
        <translation>paramètres denses sur ce GPU</translation>
    </message>
    <message>
        <source>routed-expert parameters on this GPU</source>
        <translation>paramètres des experts routés sur ce GPU</translation>
    </message>
    <message>
        <source>share outside the routed experts (busiest stage)</source>
        <translation>part hors des experts routés (étage le plus chargé)</translation>
    </message>
    <message>
        <source>share in the routed experts (busiest stage)</source>
        <translation>part dans les experts routés (étage le plus chargé)</translation>
    </message>
    <message>
        <source>expert-parallel GPUs (ep)</source>
        <translation>GPU en parallélisme d’experts (ep)</translation>
    </message>
    <message>
        <source>expert tensor-parallel GPUs (etp)</source>
        <translation>GPU en parallélisme tensoriel d’experts (etp)</translation>
    </message>
    <message>
        <source>dense parameters in this GPU&apos;s shard</source>
        <translation>paramètres denses dans le fragment de ce GPU</translation>
    </message>
    <message>
        <source>expert parameters in this GPU&apos;s shard</source>
        <translation>paramètres d’experts dans le fragment de ce GPU</translation>
    </message>
    <message>
        <source>expert-data-parallel GPUs (d × tp / (ep × etp))</source>
        <translation>GPU en parallélisme de données d’experts (d × tp / (ep × etp))</translation>
    </message>
    <message>
        <source>parameters in this GPU&apos;s ZeRO shard</source>
        <translation>paramètres dans le fragment ZeRO de ce GPU</translation>
    </message>
    <message>
        <source>MoE routing tensors</source>
        <translation>tenseurs de routage MoE</translation>
    </message>
    <message>
        <source>dispatched tokens (first expert GEMM&apos;s input)</source>
        <translation>tokens envoyés (entrée du premier GEMM d’experts)</translation>
    </message>
    <message>
        <source>routed copies per token (top_k × capacity factor)</source>
        <translation>copies routées par token (top_k × facteur de capacité)</translation>
    </message>
    <message>
        <source>gathered over expert tensor parallelism (etp)</source>
        <translation>rassemblés sur le parallélisme tensoriel d’experts (etp)</translation>
    </message>
    <message>
        <source>router probabilities and row-id map</source>
        <translation>probabilités du routeur et table des indices de ligne</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>experts</translation>
    </message>
    <message>
        <source>bytes (2 probability + 8 index)</source>
        <translation>octets (2 probabilité + 8 indice)</translation>
    </message>
    <message>
        <source>shared expert intermediates</source>
        <translation>intermédiaires des experts partagés</translation>
    </message>
    <message>
        <source>shared d_ff</source>
        <translation>d_ff partagé</translation>
    </message>
    <message>
        <source>expert inputs (gathered tokens)</source>
        <translation>entrées des experts (tokens rassemblés)</translation>
    </message>
    <message>
        <source>expert outputs (routing-weight product)</source>
        <translation>sorties des experts (produit avec le poids de routage)</translation>
    </message>
    <message>
        <source>weighted expert outputs (index_add_ source)</source>
        <translation>sorties pondérées des experts (source de index_add_)</translation>
    </message>
    <message>
        <source>router softmax in fp32</source>
        <translation>softmax du routeur en fp32</translation>
    </message>
    <message>
        <source>top-k expert indices</source>
        <translation>indices des experts top-k</translation>
    </message>
    <message>
        <source>top_k</source>
        <translation>top_k</translation>
    </message>
    <message>
        <source>shared expert intermediates (gate, silu, up, product)</source>
        <translation>intermédiaires des experts partagés (gate, silu, up, produit)</translation>
    </message>
    <message>
        <source>MoE router</source>
        <translation>routeur MoE</translation>
    </message>
    <message>
        <source>MoE token permute and unpermute</source>
        <translation>permutation des tokens MoE et son inverse</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>all-to-all d’experts</translation>
    </message>
    <message>
        <source>parameters of one MoE block on this GPU</source>
        <translation>paramètres d’un bloc MoE sur ce GPU</translation>
    </message>
    <message>
        <source>latent and rotary key (kv_lora_rank + qk_rope_head_dim)</source>
        <translation>latent et clé rotative (kv_lora_rank + qk_rope_head_dim)</translation>
    </message>
    <message>
        <source>attention (latent, absorbed)</source>
        <translation>attention (latente, absorbée)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores over r + d_rope, values over r, softmax)</source>
        <translation>FLOPs par couche (scores sur r + d_rope, valeurs sur r, softmax)</translation>
    </message>
    <message>
        <source>bytes per layer (read the latent cache, Q, write O)</source>
        <translation>octets par couche (lire le cache latent, Q, écrire O)</translation>
    </message>
    <message>
        <source>tokens of a sequence on this GPU (s / cp)</source>
        <translation>jetons d&apos;une séquence sur ce GPU (s / cp)</translation>
    </message>
    <message>
        <source>one ring step</source>
        <translation>une étape de l&apos;anneau</translation>
    </message>
    <message>
        <source>K and V of this rank&apos;s tokens (2 b s/cp kv / t)</source>
        <translation>K et V des jetons de ce rang (2 b s/cp kv / t)</translation>
    </message>
    <message>
        <source>context-parallel ring per micro-batch</source>
        <translation>anneau de parallélisme de contexte par micro-lot</translation>
    </message>
    <message>
        <source>ring steps per pass (cp - 1)</source>
        <translation>étapes de l&apos;anneau par passe (cp - 1)</translation>
    </message>
    <message>
        <source>model-parallel GPUs (tp × pp × cp)</source>
        <translation>GPU en parallélisme de modèle (tp × pp × cp)</translation>
    </message>
    <message>
        <source>bf16 tensor-core peak</source>
        <translation>crête des cœurs tensoriels en bf16</translation>
    </message>
    <message>
        <source>exposed ring per micro-batch</source>
        <translation>anneau exposé par micro-lot</translation>
    </message>
    <message>
        <source>hidden behind the attention of this micro-batch</source>
        <translation>masqué derrière l&apos;attention de ce micro-lot</translation>
    </message>
    <message>
        <source>GPUs (d × t × p × cp)</source>
        <translation>GPU (d × t × p × cp)</translation>
    </message>
    <message>
        <source>fp32 parameter partition</source>
        <translation>partition des paramètres fp32</translation>
    </message>
    <message>
        <source>gradient partition on the host</source>
        <translation>partition des gradients sur l&apos;hôte</translation>
    </message>
    <message>
        <source>16-bit upload buffer</source>
        <translation>tampon d&apos;envoi 16 bits</translation>
    </message>
    <message>
        <source>gradients on the GPU (offloaded)</source>
        <translation>gradients sur le GPU (déchargés)</translation>
    </message>
    <message>
        <source>gradient bucket (reduce_bucket_size)</source>
        <translation>seau de gradients (reduce_bucket_size)</translation>
    </message>
    <message>
        <source>optimizer on NVMe</source>
        <translation>optimiseur sur NVMe</translation>
    </message>
    <message>
        <source>on NVMe</source>
        <translation>sur NVMe</translation>
    </message>
    <message>
        <source>parameter shard</source>
        <translation>fragment de paramètres</translation>
    </message>
    <message>
        <source>pinned swap buffers</source>
        <translation>tampons d&apos;échange épinglés</translation>
    </message>
    <message>
        <source>elements (buffer_count × buffer_size)</source>
        <translation>éléments (buffer_count × buffer_size)</translation>
    </message>
    <message>
        <source>host memory of one GPU&apos;s process</source>
        <translation>mémoire hôte du processus d&apos;un GPU</translation>
    </message>
    <message>
        <source>offloaded activations</source>
        <translation>activations déchargées</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU par nœud</translation>
    </message>
    <message>
        <source>host memory per node</source>
        <translation>mémoire hôte par nœud</translation>
    </message>
    <message>
        <source>NVMe per node</source>
        <translation>NVMe par nœud</translation>
    </message>
    <message>
        <source>PCIe bandwidth (pinned copy)</source>
        <translation>bande passante PCIe (copie épinglée)</translation>
    </message>
    <message>
        <source>bytes copied</source>
        <translation>octets copiés</translation>
    </message>
    <message>
        <source>optimizer step on the host</source>
        <translation>pas de l&apos;optimiseur sur l&apos;hôte</translation>
    </message>
    <message>
        <source>host memory traffic of the step</source>
        <translation>trafic mémoire hôte du pas</translation>
    </message>
    <message>
        <source>bytes read and written per process</source>
        <translation>octets lus et écrits par processus</translation>
    </message>
    <message>
        <source>host memory bandwidth per node</source>
        <translation>bande passante mémoire hôte par nœud</translation>
    </message>
    <message>
        <source>share of it CPU-Adam reaches</source>
        <translation>part qu&apos;atteint CPU-Adam</translation>
    </message>
    <message>
        <source>NVMe swap of the optimizer</source>
        <translation>échange NVMe de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>bytes swapped in and out per process</source>
        <translation>octets échangés par processus</translation>
    </message>
    <message>
        <source>NVMe bandwidth per node</source>
        <translation>bande passante NVMe par nœud</translation>
    </message>
    <message>
        <source>copies exposed in a forward</source>
        <translation>copies exposées dans une passe avant</translation>
    </message>
    <message>
        <source>all hidden</source>
        <translation>tout masqué</translation>
    </message>
    <message>
        <source>host to GPU beyond the forward</source>
        <translation>hôte vers GPU au-delà de la passe avant</translation>
    </message>
    <message>
        <source>GPU to host beyond the forward</source>
        <translation>GPU vers hôte au-delà de la passe avant</translation>
    </message>
    <message>
        <source>copies exposed in a backward</source>
        <translation>copies exposées dans une passe arrière</translation>
    </message>
    <message>
        <source>host to GPU beyond the backward</source>
        <translation>hôte vers GPU au-delà de la passe arrière</translation>
    </message>
    <message>
        <source>GPU to host beyond the backward</source>
        <translation>GPU vers hôte au-delà de la passe arrière</translation>
    </message>
    <message>
        <source>upload of the updated parameters</source>
        <translation>envoi des paramètres mis à jour</translation>
    </message>
    <message>
        <source>exposed offload copies</source>
        <translation>copies de déchargement exposées</translation>
    </message>
    <message>
        <source>micro-batches after the first</source>
        <translation>micro-lots après le premier</translation>
    </message>
    <message>
        <source>one layer kept on the GPU (the rest offloaded)</source>
        <translation>une couche reste sur le GPU (le reste déchargé)</translation>
    </message>
    <message>
        <source>layers (or checkpoints) on this GPU</source>
        <translation>couches (ou checkpoints) sur ce GPU</translation>
    </message>
    <message>
        <source>other micro-batches in flight</source>
        <translation>autres micro-lots en vol</translation>
    </message>
    <message>
        <source>share of the first pipeline stage</source>
        <translation>part du premier étage du pipeline</translation>
    </message>
    <message>
        <source>share of the last pipeline stage</source>
        <translation>part du dernier étage du pipeline</translation>
    </message>
    <message>
        <source>interleaved schedule (1 + (p - 1) / (p v))</source>
        <translation>ordonnancement entrelacé (1 + (p - 1) / (p v))</translation>
    </message>
    <message>
        <source>interleaved schedule, every micro-batch&apos;s forward first (m / in flight)</source>
        <translation>ordonnancement entrelacé, toutes les passes avant d&apos;abord (m / micro-batches en cours)</translation>
    </message>
    <message>
        <source>FP8, delayed scaling (per tensor)</source>
        <translation>FP8, mise à l&apos;échelle différée (par tenseur)</translation>
    </message>
    <message>
        <source>FP8, current scaling (per tensor)</source>
        <translation>FP8, mise à l&apos;échelle courante (par tenseur)</translation>
    </message>
    <message>
        <source>FP8, block scaling (1 × 128, 128 × 128)</source>
        <translation>FP8, mise à l&apos;échelle par blocs (1 × 128, 128 × 128)</translation>
    </message>
    <message>
        <source>MXFP8 (32-value blocks)</source>
        <translation>MXFP8 (blocs de 32 valeurs)</translation>
    </message>
    <message>
        <source>NVFP4 (16-value blocks)</source>
        <translation>NVFP4 (blocs de 16 valeurs)</translation>
    </message>
    <message>
        <source>block-scaled low precision</source>
        <translation>basse précision mise à l&apos;échelle par blocs</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, quantized block input, mask)</source>
        <translation>octets par jeton et canal (entrée de la norme, entrée du bloc quantifiée, masque)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 2, SwiGLU 3; the quantized down input in its bytes)</source>
        <translation>tenseurs de largeur d_ff (GELU 2, SwiGLU 3 ; l&apos;entrée down quantifiée à ses octets)</translation>
    </message>
    <message>
        <source>quantized projection input (delayed scaling)</source>
        <translation>entrée de projection quantifiée (mise à l&apos;échelle différée)</translation>
    </message>
    <message>
        <source>FP8/FP4 weight copies</source>
        <translation>copies des poids FP8/FP4</translation>
    </message>
    <message>
        <source>matrix parameters of one layer</source>
        <translation>paramètres matriciels d&apos;une couche</translation>
    </message>
    <message>
        <source>bytes per weight (rowwise + transposed copy)</source>
        <translation>octets par poids (par lignes + copie transposée)</translation>
    </message>
    <message>
        <source>GEMM input casts (FP8/FP4)</source>
        <translation>conversion des entrées des GEMM (FP8/FP4)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scale and amax: 2 per value)</source>
        <translation>FLOPs par couche (échelle et amax : 2 par valeur)</translation>
    </message>
    <message>
        <source>bytes per layer (read 16 bits, write the quantized layouts)</source>
        <translation>octets par couche (lire 16 bits, écrire les dispositions quantifiées)</translation>
    </message>
    <message>
        <source>weight casts (FP8/FP4, once per step)</source>
        <translation>conversion des poids (FP8/FP4, une fois par pas)</translation>
    </message>
    <message>
        <source>parameters&apos; bytes</source>
        <translation>octets des paramètres</translation>
    </message>
    <message>
        <source>rotary cos/sin table (vLLM)</source>
        <translation>table rotative cos/sin (vLLM)</translation>
    </message>
    <message>
        <source>scores × V 2 s² v</source>
        <translation>scores × V 2 s² v</translation>
    </message>
    <message>
        <source>output projection 2 s v h</source>
        <translation>projection de sortie 2 s v h</translation>
    </message>
    <message>
        <source>latent attention: norm and up-projection inputs</source>
        <translation>attention latente : entrées de la normalisation et de la projection montante</translation>
    </message>
    <message>
        <source>latent widths (q_lora_rank + kv_lora_rank)</source>
        <translation>largeurs latentes (q_lora_rank + kv_lora_rank)</translation>
    </message>
    <message>
        <source>tensors per latent (norm input, up-projection input)</source>
        <translation>tenseurs par latent (entrée de la normalisation, entrée de la projection montante)</translation>
    </message>
    <message>
        <source>widths q + k + v + output</source>
        <translation>largeurs q + k + v + sortie</translation>
    </message>
    <message>
        <source>latent RMSNorm inputs in fp32</source>
        <translation>entrées des RMSNorm latentes en fp32</translation>
    </message>
    <message>
        <source>latent RMSNorm squares in fp32</source>
        <translation>carrés des RMSNorm latentes en fp32</translation>
    </message>
    <message>
        <source>latent RMSNorm 1/rms</source>
        <translation>1/rms des RMSNorm latentes</translation>
    </message>
    <message>
        <source>latent RMSNorm outputs and up-projection inputs</source>
        <translation>sorties des RMSNorm latentes et entrées des projections montantes</translation>
    </message>
    <message>
        <source>widths 2 q + v</source>
        <translation>largeurs 2 q + v</translation>
    </message>
    <message>
        <source>2 × rotary channels per head</source>
        <translation>2 × canaux rotatifs par tête</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 b a q k d_value)</source>
        <translation>FLOPs par couche (2 b a q k d_value)</translation>
    </message>
    <message>
        <source>MLP: top-k experts, shared expert and router, averaged with the dense layers</source>
        <translation>MLP : experts top-k, expert partagé et routeur, moyennés avec les couches denses</translation>
    </message>
    <message>
        <source>MoE shared expert up</source>
        <translation>expert partagé MoE : projection up</translation>
    </message>
    <message>
        <source>MoE shared expert SwiGLU</source>
        <translation>expert partagé MoE : SwiGLU</translation>
    </message>
    <message>
        <source>MoE shared expert GELU</source>
        <translation>expert partagé MoE : GELU</translation>
    </message>
    <message>
        <source>MoE shared expert down</source>
        <translation>expert partagé MoE : projection down</translation>
    </message>
    <message>
        <source>dense layers&apos; MLP up</source>
        <translation>MLP des couches denses : projection up</translation>
    </message>
    <message>
        <source>dense layers&apos; SwiGLU</source>
        <translation>SwiGLU des couches denses</translation>
    </message>
    <message>
        <source>dense layers&apos; GELU</source>
        <translation>GELU des couches denses</translation>
    </message>
    <message>
        <source>dense layers&apos; MLP down</source>
        <translation>MLP des couches denses : projection down</translation>
    </message>
    <message>
        <source>recomputed MLA up-projections</source>
        <translation>projections montantes MLA recalculées</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 × tokens × up-projection weights)</source>
        <translation>FLOPs par couche (2 × jetons × poids des projections montantes)</translation>
    </message>
    <message>
        <source>bytes per layer (latents and weights read, Q, K, V written)</source>
        <translation>octets par couche (latents et poids lus, Q, K, V écrits)</translation>
    </message>
    <message>
        <source>latent widths and rotary key channels (mla_up_proj recomputes the rest)</source>
        <translation>largeurs latentes et canaux rotatifs des clés (mla_up_proj recalcule le reste)</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, mask; the block input recomputed)</source>
        <translation>octets par jeton et canal (entrée de la norme, masque ; l’entrée du bloc est recalculée)</translation>
    </message>
    <message>
        <source>width of the projection input (Q, K, V recomputed)</source>
        <translation>largeur de l’entrée de la projection (Q, K, V recalculés)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (none: the MLP is recomputed)</source>
        <translation>tenseurs de largeur d_ff (aucun : le MLP est recalculé)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 1, SwiGLU 2: moe_act recomputes the down input)</source>
        <translation>tenseurs de largeur d_ff (GELU 1, SwiGLU 2 : moe_act recalcule l’entrée de la projection descendante)</translation>
    </message>
    <message>
        <source>attention output (projection input copy)</source>
        <translation>sortie de l&apos;attention (copie en entrée de la projection)</translation>
    </message>
    <message>
        <source>gap per kernel launch</source>
        <translation>écart par lancement de kernel</translation>
    </message>
    <message>
        <source>kernel launch gaps</source>
        <translation>écarts entre lancements de kernels</translation>
    </message>
    <message>
        <source>memory-bound kernels per micro-batch</source>
        <translation>kernels limités par la mémoire par micro-lot</translation>
    </message>
    <message>
        <source>optimizer kernel launch gaps</source>
        <translation>écarts entre les kernels de l’optimiseur</translation>
    </message>
    <message>
        <source>multi-tensor kernels (320 chunks of 65,536 values each)</source>
        <translation>kernels multi-tenseurs (320 blocs de 65 536 valeurs chacun)</translation>
    </message>
    <message>
        <source>optimizer passes</source>
        <translation>passes de l’optimiseur</translation>
    </message>
    <message>
        <source>gradient accumulation launch gaps</source>
        <translation>écarts de l’accumulation des gradients</translation>
    </message>
    <message>
        <source>accumulation kernels per micro-batch</source>
        <translation>kernels d’accumulation par micro-lot</translation>
    </message>
    <message>
        <source>LoRA scaling, sum and casts</source>
        <translation>LoRA : mise à l’échelle, somme et conversions</translation>
    </message>
    <message>
        <source>FLOPs per layer (× scaling, + base output)</source>
        <translation>FLOPs par couche (× échelle, + sortie de la base)</translation>
    </message>
    <message>
        <source>bytes per layer (casts, scaling, sum)</source>
        <translation>octets par couche (conversions, mise à l’échelle, somme)</translation>
    </message>
    <message>
        <source>sliding-window mask bias</source>
        <translation>biais du masque de fenêtre</translation>
    </message>
    <message>
        <source>keys per token × share of layers with the mask</source>
        <translation>clés par jeton × part des couches avec masque</translation>
    </message>
    <message>
        <source>bytes per gradient (copied into the bucket scaled by 1/d, copied back)</source>
        <translation>octets par gradient (copié dans le bucket mis à l’échelle par 1/d, recopié)</translation>
    </message>
    <message>
        <source>bytes per gradient (flattened, divided by d, copied back)</source>
        <translation>octets par gradient (aplati, divisé par d, recopié)</translation>
    </message>
    <message>
        <source>bytes per gradient (scaled by 1/d in place)</source>
        <translation>octets par gradient (mis à l’échelle par 1/d sur place)</translation>
    </message>
    <message>
        <source>gradient buffer passes</source>
        <translation>passes des tampons de gradients</translation>
    </message>
    <message>
        <source>gradients on this GPU</source>
        <translation>gradients sur ce GPU</translation>
    </message>
    <message>
        <source>gradient buffer launch gaps</source>
        <translation>intervalles de lancement des tampons de gradients</translation>
    </message>
    <message>
        <source>gradient buffer kernels</source>
        <translation>noyaux des tampons de gradients</translation>
    </message>
    <message>
        <source>gradient buffers (compute stream)</source>
        <translation>tampons de gradients (flux de calcul)</translation>
    </message>
    <message>
        <source>tied embedding gradient all-reduce</source>
        <translation>all-reduce du gradient des embeddings liés</translation>
    </message>
    <message>
        <source>bytes sent (V h / t gradients, two GPUs)</source>
        <translation>octets envoyés (V h / t gradients, deux GPU)</translation>
    </message>
    <message>
        <source>all-reduces per step (first and last stage)</source>
        <translation>all-reduces par pas (premier et dernier étage)</translation>
    </message>
    <message>
        <source>data-parallel collective, exposed</source>
        <translation>collective du parallélisme de données, exposée</translation>
    </message>
    <message>
        <source>transformers training on one H100 or H200</source>
        <translation>entraînement transformers sur une H100 ou une H200</translation>
    </message>
    <message>
        <source>Megatron-LM GPT training on A100 clusters</source>
        <translation>entraînement GPT avec Megatron-LM sur des grappes d’A100</translation>
    </message>
    <message>
        <source>tensor-parallel collectives of activations</source>
        <translation>opérations collectives du parallélisme de tenseurs sur les activations</translation>
    </message>
    <message>
        <source>vocab-parallel cross-entropy all-reduces</source>
        <translation>all-reduce de l’entropie croisée parallèle sur le vocabulaire</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(t-1)/t × b s × 4)</source>
        <translation>octets envoyés par all-reduce (2(t-1)/t × b s × 4)</translation>
    </message>
    <message>
        <source>all-reduces per micro-batch (maximum, target logit, sum of exponentials)</source>
        <translation>all-reduce par micro-batch (maximum, logit cible, somme des exponentielles)</translation>
    </message>
    <message>
        <source>MLP gate and up (activation recomputed)</source>
        <translation>gate et up du MLP (activation recalculée)</translation>
    </message>
    <message>
        <source>MLP activation input (activation recomputed)</source>
        <translation>entrée de l&apos;activation du MLP (activation recalculée)</translation>
    </message>
    <message>
        <source>MLP intermediates (GELU input)</source>
        <translation>intermédiaires du MLP (entrée de GELU)</translation>
    </message>
    <message>
        <source>bytes per gradient reduced</source>
        <translation>octets par gradient réduit</translation>
    </message>
    <message>
        <source>the reduction&apos;s dtype</source>
        <translation>dtype de la réduction</translation>
    </message>
    <message>
        <source>Q, K, V (keys and values at their own width)</source>
        <translation>Q, K, V (clés et valeurs à leur propre largeur)</translation>
    </message>
    <message>
        <source>widths q + 2 kv</source>
        <translation>largeurs q + 2 kv</translation>
    </message>
    <message>
        <source>CUDA-core peak at the power limit</source>
        <translation>crête des cœurs CUDA sous la limite de puissance</translation>
    </message>
    <message>
        <source>bf16 tensor-core peak at the power limit</source>
        <translation>crête des cœurs tensoriels en bf16 sous la limite de puissance</translation>
    </message>
    <message>
        <source>tensor-core peak at the power limit</source>
        <translation>crête des Tensor Cores sous la limite de puissance</translation>
    </message>
    <message>
        <source>saved by op-selective checkpointing</source>
        <translation>sauvegardé par le checkpointing op-sélectif</translation>
    </message>
    <message>
        <source>outputs of the saved matrix products (the 1st, 3rd, ... of the block)</source>
        <translation>sorties des produits matriciels sauvegardés (le 1er, le 3e, ... du bloc)</translation>
    </message>
    <message>
        <source>SDPA output and its fp32 log-sum-exp</source>
        <translation>sortie SDPA et son log-sum-exp fp32</translation>
    </message>
    <message>
        <source>reduce-scatter outputs (2, b s h / t each)</source>
        <translation>sorties des reduce-scatter (2, b s h / t chacune)</translation>
    </message>
    <message>
        <source>recomputed part of one layer</source>
        <translation>partie recalculée d’une couche</translation>
    </message>
    <message>
        <source>peak without the estimated terms</source>
        <translation>pic sans les termes estimés</translation>
    </message>
    <message>
        <source>tensors alive at the peak</source>
        <translation>tenseurs vivants au pic</translation>
    </message>
    <message>
        <source>certain runtime memory</source>
        <translation>mémoire d’exécution certaine</translation>
    </message>
    <message>
        <source>allocator reserve at its high end</source>
        <translation>réserve de l’allocateur à sa borne haute</translation>
    </message>
    <message>
        <source>highest measured reserve share</source>
        <translation>plus forte part de réserve mesurée</translation>
    </message>
    <message>
        <source>peak with the estimated terms high</source>
        <translation>pic avec les termes estimés au plus haut</translation>
    </message>
    <message>
        <source>room for the allocator reserve and NCCL buffers</source>
        <translation>place pour la réserve de l’allocateur et les tampons NCCL</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>capacité</translation>
    </message>
    <message>
        <source>margin</source>
        <translation>marge</translation>
    </message>
    <message>
        <source>layers (all of this stage&apos;s: not resharded)</source>
        <translation>couches (toutes celles de cet étage : non repartitionnées)</translation>
    </message>
    <message>
        <source>exposed tensor-parallel communication per micro-batch</source>
        <translation>communication du parallélisme tensoriel non masquée par micro-batch</translation>
    </message>
    <message>
        <source>tensor-parallel communication hidden</source>
        <translation>communication du parallélisme tensoriel masquée</translation>
    </message>
    <message>
        <source>GEMMs slowed by the overlap&apos;s SMs</source>
        <translation>GEMM ralenties par les SM de la superposition</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((d-1)/d × weights, fp8 linear weights)</source>
        <translation>octets envoyés par all-gather ((d-1)/d × poids, poids linéaires en fp8)</translation>
    </message>
    <message>
        <source>one tensor-parallel collective</source>
        <translation>une opération collective du parallélisme tensoriel</translation>
    </message>
    <message>
        <source>GEMM time × (t-1)/t (all chunks but the last)</source>
        <translation>temps de GEMM × (t-1)/t (tous les blocs sauf le dernier)</translation>
    </message>
    <message>
        <source>collective or slowed GEMM, the shorter</source>
        <translation>l’opération collective ou la GEMM ralentie, la plus courte</translation>
    </message>
    <message>
        <source>chunks hidden (3 of 4: the last chunk&apos;s is exposed)</source>
        <translation>blocs masqués (3 sur 4 : la communication du dernier bloc reste non masquée)</translation>
    </message>
    <message>
        <source>weight-gradient GEMM on the SMs left</source>
        <translation>GEMM du gradient des poids sur les SM restants</translation>
    </message>
    <message>
        <source>all-gather hidden behind the QKV GEMM (forward)</source>
        <translation>all-gather masqué derrière la GEMM QKV (avant)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the output projection (forward)</source>
        <translation>reduce-scatter masqué derrière la projection de sortie (avant)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the MLP up GEMM (forward)</source>
        <translation>all-gather masqué derrière la GEMM up du MLP (avant)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the MLP down GEMM (forward)</source>
        <translation>reduce-scatter masqué derrière la GEMM down du MLP (avant)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the output projection (backward)</source>
        <translation>all-gather masqué derrière la projection de sortie (arrière)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the MLP down GEMM (backward)</source>
        <translation>all-gather masqué derrière la GEMM down du MLP (arrière)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the QKV GEMM (backward)</source>
        <translation>reduce-scatter masqué derrière la GEMM QKV (arrière)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the MLP up GEMM (backward)</source>
        <translation>reduce-scatter masqué derrière la GEMM up du MLP (arrière)</translation>
    </message>
    <message>
        <source>tensor-parallel communication hidden per layer</source>
        <translation>communication du parallélisme tensoriel masquée par couche</translation>
    </message>
    <message>
        <source>GEMM time added per layer (S / (S - 16) of the pipelined and bulk GEMMs)</source>
        <translation>temps de GEMM ajouté par couche (S / (S - 16) des GEMM en pipeline et en bloc)</translation>
    </message>
    <message>
        <source>published Megatron-Core runs on H100</source>
        <translation>exécutions publiées de Megatron-Core sur H100</translation>
    </message>
    <message>
        <source>published torchtitan runs on H100/H200</source>
        <translation>exécutions publiées de torchtitan sur H100/H200</translation>
    </message>
    <message>
        <source>published LLM Foundry runs on H100</source>
        <translation>exécutions publiées de LLM Foundry sur H100</translation>
    </message>
    <message>
        <source>published LLM Foundry runs on A100</source>
        <translation>exécutions publiées de LLM Foundry sur A100</translation>
    </message>
    <message>
        <source>published DeepSpeed runs on A100</source>
        <translation>exécutions publiées de DeepSpeed sur A100</translation>
    </message>
    <message>
        <source>predicted MFU, at most the peak</source>
        <translation>MFU prédite, au plus le pic</translation>
    </message>
    <message>
        <source>every op at its roof</source>
        <translation>chaque opération à son plafond</translation>
    </message>
    <message>
        <source>average engine step</source>
        <translation>pas moyen du moteur</translation>
    </message>
    <message>
        <source>time per output token</source>
        <translation>temps par jeton de sortie</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>étages du pipeline</translation>
    </message>
    <message>
        <source>output tokens per step</source>
        <translation>jetons de sortie par pas</translation>
    </message>
    <message>
        <source>prompt in the running batch</source>
        <translation>prompt dans le lot en cours</translation>
    </message>
    <message>
        <source>step with a prompt chunk</source>
        <translation>pas avec un fragment de prompt</translation>
    </message>
    <message>
        <source>prompt chunks</source>
        <translation>fragments du prompt</translation>
    </message>
    <message>
        <source>prefill of one prompt</source>
        <translation>prefill d&apos;un prompt</translation>
    </message>
    <message>
        <source>engine step time</source>
        <translation>temps de pas du moteur</translation>
    </message>
    <message>
        <source>prompt chunks (max_num_batched_tokens)</source>
        <translation>fragments du prompt (max_num_batched_tokens)</translation>
    </message>
    <message>
        <source>expected accepted tokens + 1</source>
        <translation>jetons acceptés attendus + 1</translation>
    </message>
    <message>
        <source>sequences the KV cache holds</source>
        <translation>séquences que le cache KV contient</translation>
    </message>
    <message>
        <source>KV cache tokens per GPU</source>
        <translation>jetons du cache KV par GPU</translation>
    </message>
    <message>
        <source>tokens each holds, on average</source>
        <translation>jetons détenus par chacune, en moyenne</translation>
    </message>
    <message>
        <source>wait before admission</source>
        <translation>attente avant l&apos;admission</translation>
    </message>
    <message>
        <source>M/D/1 wait: load / (2 (1 - load)) / capacity</source>
        <translation>attente M/D/1 : charge / (2 (1 - charge)) / capacité</translation>
    </message>
    <message>
        <source>time to first token</source>
        <translation>temps jusqu&apos;au premier jeton</translation>
    </message>
    <message>
        <source>end-to-end latency</source>
        <translation>latence de bout en bout</translation>
    </message>
    <message>
        <source>later tokens x time per output token</source>
        <translation>jetons suivants x temps par jeton de sortie</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>requêtes par seconde</translation>
    </message>
    <message>
        <source>sequences running per replica</source>
        <translation>séquences en cours par réplique</translation>
    </message>
    <message>
        <source>service time per request</source>
        <translation>temps de service par requête</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>répliques</translation>
    </message>
    <message>
        <source>output tokens per second</source>
        <translation>jetons de sortie par seconde</translation>
    </message>
    <message>
        <source>output tokens per request</source>
        <translation>jetons de sortie par requête</translation>
    </message>
    <message>
        <source>weights read per step</source>
        <translation>poids lus par pas</translation>
    </message>
    <message>
        <source>weights on this GPU</source>
        <translation>poids sur ce GPU</translation>
    </message>
    <message>
        <source>routed experts no token of the step picks</source>
        <translation>experts routés qu&apos;aucun jeton du pas ne choisit</translation>
    </message>
    <message>
        <source>KV tokens read or written per step</source>
        <translation>jetons KV lus ou écrits par pas</translation>
    </message>
    <message>
        <source>sequences decoding x tokens each holds</source>
        <translation>séquences en décodage x jetons que chacune détient</translation>
    </message>
    <message>
        <source>prompt tokens written</source>
        <translation>jetons de prompt écrits</translation>
    </message>
    <message>
        <source>earlier prompt tokens read by the chunk</source>
        <translation>jetons de prompt antérieurs lus par le fragment</translation>
    </message>
    <message>
        <source>KV cache read per step</source>
        <translation>cache KV lu par pas</translation>
    </message>
    <message>
        <source>KV bytes per token on this GPU</source>
        <translation>octets KV par jeton sur ce GPU</translation>
    </message>
    <message>
        <source>decode attention over the context held</source>
        <translation>attention de décodage sur le contexte détenu</translation>
    </message>
    <message>
        <source>prompt attention</source>
        <translation>attention du prompt</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduces per step</source>
        <translation>all-reduce du parallélisme tensoriel par pas</translation>
    </message>
    <message>
        <source>all-reduce volume</source>
        <translation>volume de l&apos;all-reduce</translation>
    </message>
    <message>
        <source>all-reduces (2 per layer)</source>
        <translation>all-reduce (2 par couche)</translation>
    </message>
    <message>
        <source>pipeline send per step</source>
        <translation>envoi de pipeline par pas</translation>
    </message>
    <message>
        <source>activations sent</source>
        <translation>activations envoyées</translation>
    </message>
    <message>
        <source>sends</source>
        <translation>envois</translation>
    </message>
    <message>
        <source>per-step overhead</source>
        <translation>surcoût par pas</translation>
    </message>
    <message>
        <source>kernel launches</source>
        <translation>lancements de noyaux</translation>
    </message>
    <message>
        <source>engine host time per step</source>
        <translation>temps hôte du moteur par pas</translation>
    </message>
    <message>
        <source>step kernel time</source>
        <translation>temps des noyaux du pas</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2)</source>
        <translation>passes (avant, arrière ×2)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passes</translation>
    </message>
    <message>
        <source></source>
        <translation>morceaux de prompt par étape x ce qu&apos;un morceau ajoute</translation>
    </message>
    <message>
        <source>examples</source>
        <translation>exemples</translation>
    </message>
    <message>
        <source>tokens per example</source>
        <translation>tokens par exemple</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>époques</translation>
    </message>
    <message>
        <source>step decoding alone</source>
        <translation>étape de décodage seul</translation>
    </message>
    <message>
        <source>prompt chunks per step x what a chunk adds</source>
        <translation>morceaux de prompt par étape x ce qu’ajoute un morceau</translation>
    </message>
    <message>
        <source>prefill steps per decode step x their time</source>
        <translation>étapes de prefill par étape de décodage x leur durée</translation>
    </message>
    <message>
        <source>first token in a wave of prompts</source>
        <translation>premier token dans une vague de prompts</translation>
    </message>
    <message>
        <source>prefill step of the wave</source>
        <translation>étape de prefill de la vague</translation>
    </message>
    <message>
        <source>mean prefill steps until a prompt completes</source>
        <translation>étapes de prefill moyennes jusqu&apos;à la fin d&apos;un prompt</translation>
    </message>
    <message>
        <source>cycle after the first token</source>
        <translation>cycle après le premier token</translation>
    </message>
    <message>
        <source>later tokens&apos; share</source>
        <translation>part des tokens suivants</translation>
    </message>
    <message>
        <source>tokens after the first</source>
        <translation>tokens après le premier</translation>
    </message>
    <message>
        <source>decode steps alone</source>
        <translation>étapes de décodage seules</translation>
    </message>
    <message>
        <source>half a scheduling pass</source>
        <translation>une demi-passe d&apos;ordonnancement</translation>
    </message>
    <message>
        <source>request outside the steps (HTTP, tokeniser)</source>
        <translation>requête hors des étapes (HTTP, tokeniseur)</translation>
    </message>
    <message>
        <source>matmul FLOPs of the step</source>
        <translation>FLOPs de matmul de l&apos;étape</translation>
    </message>
    <message>
        <source>step matmul time</source>
        <translation>temps de matmul de l&apos;étape</translation>
    </message>
    <message>
        <source>attention FLOPs of the step</source>
        <translation>FLOPs d&apos;attention de l&apos;étape</translation>
    </message>
    <message>
        <source>step attention compute time</source>
        <translation>temps de calcul de l&apos;attention de l&apos;étape</translation>
    </message>
    <message>
        <source>all-reduces waiting for the slowest GPU (fitted)</source>
        <translation>all-reduce attendant le GPU le plus lent (ajusté)</translation>
    </message>
    <message>
        <source>weights streaming time</source>
        <translation>temps de lecture des poids</translation>
    </message>
    <message>
        <source>KV cache streaming time</source>
        <translation>temps de lecture du cache KV</translation>
    </message>
    <message>
        <source>matmul kernels</source>
        <translation>noyaux de matmul</translation>
    </message>
    <message>
        <source>attention kernels</source>
        <translation>noyaux d&apos;attention</translation>
    </message>
    <message>
        <source>tokens of one step (more than the training tokens)</source>
        <translation>tokens d&apos;une étape (plus que les tokens d&apos;entraînement)</translation>
    </message>
    <message>
        <source>pipeline outputs kept to their backward</source>
        <translation>sorties du pipeline conservées jusqu&apos;à leur backward</translation>
    </message>
    <message>
        <source>model chunks in flight</source>
        <translation>tranches du modèle en cours</translation>
    </message>
    <message>
        <source>exposed pipeline send/receive per micro-batch</source>
        <translation>envoi/réception exposé du pipeline par micro-batch</translation>
    </message>
    <message>
        <source>hidden behind the next chunk&apos;s compute</source>
        <translation>caché derrière le calcul de la tranche suivante</translation>
    </message>
    <message>
        <source>exposed pipeline communication</source>
        <translation>communication exposée du pipeline</translation>
    </message>
    <message>
        <source>streamed responses per step</source>
        <translation>réponses diffusées par pas</translation>
    </message>
    <message>
        <source>sequences decoding</source>
        <translation>séquences en décodage</translation>
    </message>
    <message>
        <source>host time per streamed response</source>
        <translation>temps hôte par réponse diffusée</translation>
    </message>
    <message>
        <source>float8 casts (torchao Float8Linear)</source>
        <translation>conversions en float8 (torchao Float8Linear)</translation>
    </message>
    <message>
        <source>bytes per layer (read 16 bits, write float8 row- and column-major)</source>
        <translation>octets par couche (lire 16 bits, écrire en float8 par lignes et par colonnes)</translation>
    </message>
    <message>
        <source>float8 weight casts (torchao, every forward)</source>
        <translation>conversions des poids en float8 (torchao, à chaque passe avant)</translation>
    </message>
    <message>
        <source>bytes per layer (amax read, read 16 bits, write both layouts)</source>
        <translation>octets par couche (lecture pour amax, lire 16 bits, écrire les deux dispositions)</translation>
    </message>
    <message>
        <source>FSDP2 copy-out and copy-in</source>
        <translation>copies de FSDP2 (copy-out et copy-in)</translation>
    </message>
    <message>
        <source>FLOPs per layer (copies: none)</source>
        <translation>FLOPs par couche (copies : aucun)</translation>
    </message>
    <message>
        <source>bytes per layer (gathered weights read and written per all-gather, gradients read and written in the reduction dtype)</source>
        <translation>octets par couche (poids rassemblés lus et écrits à chaque all-gather, gradients lus et écrits dans le type de la réduction)</translation>
    </message>
    <message>
        <source>micro-batches in flight (DualPipe: p + 1)</source>
        <translation>micro-lots en cours (DualPipe : p + 1)</translation>
    </message>
    <message>
        <source>share of the first and the last stage (DualPipe: stages i and p - 1 - i)</source>
        <translation>part du premier et du dernier étage (DualPipe : étages i et p - 1 - i)</translation>
    </message>
    <message>
        <source>DualPipe: pipeline stages / 2 - 1</source>
        <translation>DualPipe : étages du pipeline / 2 - 1</translation>
    </message>
    <message>
        <source>(F&amp;B + B - 3W) / (F + B) = 2 - 4 x forward share (F&amp;B = F + B, W = F)</source>
        <translation>(F&amp;B + B - 3W) / (F + B) = 2 - 4 x part de la passe avant (F&amp;B = F + B, W = F)</translation>
    </message>
    <message>
        <source>all-to-all beyond the compute beside it</source>
        <translation>all-to-all au-delà du calcul à côté</translation>
    </message>
    <message>
        <source>exposed expert all-to-all (DualPipe)</source>
        <translation>all-to-all des experts exposé (DualPipe)</translation>
    </message>
    <message>
        <source>slot held to the end of the pass</source>
        <translation>place retenue jusqu&apos;à la fin de la passe</translation>
    </message>
    <message>
        <source>engine host work per running sequence</source>
        <translation>travail hôte du moteur par séquence en cours</translation>
    </message>
    <message>
        <source>host time per sequence per step</source>
        <translation>temps hôte par séquence et par pas</translation>
    </message>
    <message>
        <source>loss buffers: fp32 copy, shifted logits and their exp</source>
        <translation>tampons de la perte&#xa0;: copie fp32, logits décalés et leur exp</translation>
    </message>
    <message>
        <source>loss buffers: log-probabilities, zeros, exp and their sum</source>
        <translation>tampons de la perte&#xa0;: log-probabilités, zéros, exp et leur somme</translation>
    </message>
    <message>
        <source>logits (saved by the compiled loss)</source>
        <translation>logits (conservés par la perte compilée)</translation>
    </message>
    <message>
        <source>loss buffers: the logits&apos; gradient</source>
        <translation>tampons de la perte&#xa0;: le gradient des logits</translation>
    </message>
    <message>
        <source>layers: 2 x their matrix parameters x tokens of the step</source>
        <translation>couches : 2 x leurs paramètres matriciels x jetons de l’étape</translation>
    </message>
    <message>
        <source>LM head: 2 x its parameters x rows (each decode token, each prompt&apos;s last)</source>
        <translation>tête LM : 2 x ses paramètres x lignes (chaque jeton décodé, le dernier de chaque prompt)</translation>
    </message>
    <message>
        <source>AsyncTP copies and reductions per layer</source>
        <translation>copies et réductions d&apos;AsyncTP par couche</translation>
    </message>
    <message>
        <source>bytes moved (all-gathers × 2 b s h e / t + reduce-scatters × b s h e (1 + 1/t))</source>
        <translation>octets déplacés (all-gathers × 2 b s h e / t + reduce-scatters × b s h e (1 + 1/t))</translation>
    </message>
    <message>
        <source>AsyncTP copies and reductions</source>
        <translation>copies et réductions d&apos;AsyncTP</translation>
    </message>
    <message>
        <source>sequence-parallel chunk + cat copies</source>
        <translation>copies du parallélisme de séquence (chunk + cat)</translation>
    </message>
    <message>
        <source>FLOPs (copies: none)</source>
        <translation>FLOPs (copies : aucun)</translation>
    </message>
    <message>
        <source>bytes per micro-batch (each all-gather and reduce-scatter on the sequence dimension: b s h read and written)</source>
        <translation>octets par micro-lot (chaque all-gather et reduce-scatter sur la dimension de séquence : b s h lus et écrits)</translation>
    </message>
    <message>
        <source>collectives (one per bucket: apex DistributedFusedAdam, 100 MiB)</source>
        <translation>collectives (une par bucket : apex DistributedFusedAdam, 100 Mio)</translation>
    </message>
    <message>
        <source>q, k, v input-gradient sums (backward)</source>
        <translation>sommes des gradients d’entrée de q, k, v (rétropropagation)</translation>
    </message>
    <message>
        <source>gate, up input-gradient sums (backward)</source>
        <translation>sommes des gradients d’entrée de gate, up (rétropropagation)</translation>
    </message>
    <message>
        <source>FLOPs per layer (one add per value summed)</source>
        <translation>FLOPs par couche (une addition par valeur sommée)</translation>
    </message>
    <message>
        <source>bytes per layer (compiled: each extra b s h gradient read once more by the kernel the sum is fused into)</source>
        <translation>octets par couche (compilé : chaque gradient b s h supplémentaire relu une fois par le noyau dans lequel la somme est fusionnée)</translation>
    </message>
    <message>
        <source>bytes per layer (eager: one add per extra b s h gradient, two read and the sum written)</source>
        <translation>octets par couche (eager : une addition par gradient b s h supplémentaire, deux lus et la somme écrite)</translation>
    </message>
    <message>
        <source>last stage, interleaved: earlier chunks&apos; warm-up (((v - 1) p + 1) / v)</source>
        <translation>dernier étage, entrelacé : préchauffage des tranches précédentes (((v - 1) p + 1) / v)</translation>
    </message>
    <message>
        <source>pipeline stage buffers (torch.distributed.pipelining)</source>
        <translation>tampons de l&apos;étage du pipeline (torch.distributed.pipelining)</translation>
    </message>
    <message>
        <source>gradient receive buffers (one per micro-batch, kept)</source>
        <translation>tampons de réception des gradients (un par micro-batch, conservés)</translation>
    </message>
    <message>
        <source>input receive buffers of micro-batches not in flight (kept)</source>
        <translation>tampons de réception des entrées des micro-batches hors cours (conservés)</translation>
    </message>
    <message>
        <source>stage outputs kept to the step&apos;s end (output_chunks)</source>
        <translation>sorties de l&apos;étage conservées jusqu&apos;à la fin du pas (output_chunks)</translation>
    </message>
    <message>
        <source>micro-batches x chunks sending on</source>
        <translation>micro-batches x tranches qui transmettent</translation>
    </message>
    <message>
        <source>buffers of micro-batches not in flight</source>
        <translation>tampons des micro-batches hors cours</translation>
    </message>
    <message>
        <source>earlier micro-batches&apos; logits (output_chunks)</source>
        <translation>logits des micro-batches précédents (output_chunks)</translation>
    </message>
    <message>
        <source>earlier micro-batches of the step</source>
        <translation>micro-batches précédents du pas</translation>
    </message>
    <message>
        <source>tokens of a micro-batch</source>
        <translation>tokens d&apos;un micro-batch</translation>
    </message>
    <message>
        <source>logits kept to the step&apos;s end</source>
        <translation>logits conservés jusqu&apos;à la fin du pas</translation>
    </message>
    <message>
        <source>this micro-batch&apos;s logits</source>
        <translation>logits de ce micro-batch</translation>
    </message>
    <message>
        <source>earlier micro-batches&apos; logits</source>
        <translation>logits des micro-batches précédents</translation>
    </message>
    <message>
        <source>gathered root unit (embeddings, norm, output layer)</source>
        <translation>unité racine rassemblée (plongements, norme, couche de sortie)</translation>
    </message>
    <message>
        <source>share of the root unit on this GPU</source>
        <translation>part de l&apos;unité racine sur ce GPU</translation>
    </message>
    <message>
        <source>gathered parameters</source>
        <translation>paramètres rassemblés</translation>
    </message>
    <message>
        <source>second stage, interleaved: (2 (p - 2) + (v - 1) p + 1) / v chunks&apos; worth, per micro-batch in flight</source>
        <translation>deuxième étage, entrelacé : l&apos;équivalent de (2 (p - 2) + (v - 1) p + 1) / v tranches, par micro-batch en cours</translation>
    </message>
    <message>
        <source>share of a middle pipeline stage</source>
        <translation>part d&apos;un étage intermédiaire du pipeline</translation>
    </message>
    <message>
        <source>first pipeline stage</source>
        <translation>premier étage du pipeline</translation>
    </message>
    <message>
        <source>second pipeline stage</source>
        <translation>deuxième étage du pipeline</translation>
    </message>
    <message>
        <source>last pipeline stage</source>
        <translation>dernier étage du pipeline</translation>
    </message>
    <message>
        <source>the only stage</source>
        <translation>l&apos;unique étage</translation>
    </message>
    <message>
        <source>peak over the pipeline stages</source>
        <translation>pic sur l&apos;ensemble des étages du pipeline</translation>
    </message>
    <message>
        <source>rotary embedding and q, k, v copies (Megatron-Core)</source>
        <translation>embedding rotatif et copies de q, k, v (Megatron-Core)</translation>
    </message>
    <message>
        <source>FLOPs per layer (rotary: 3 per q and k value and pass)</source>
        <translation>FLOPs par couche (rotatif : 3 par valeur de q et k et par passe)</translation>
    </message>
    <message>
        <source>bytes per layer (rotary on q and k, the value made contiguous, GQA&apos;s query reshaped, forward; rotary and the cat of dq, dk, dv, backward)</source>
        <translation>octets par couche (rotatif sur q et k, la valeur rendue contiguë, la requête de GQA remodelée, passe avant ; rotatif et le cat de dq, dk, dv, passe arrière)</translation>
    </message>
    <message>
        <source>prefill instance step</source>
        <translation>étape de l&apos;instance de prefill</translation>
    </message>
    <message>
        <source>KV cache moved per GPU</source>
        <translation>cache KV transféré par GPU</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>jetons du prompt</translation>
    </message>
    <message>
        <source>KV bytes per token on the busier GPU</source>
        <translation>octets KV par jeton sur le GPU le plus chargé</translation>
    </message>
    <message>
        <source>KV cache transfer</source>
        <translation>transfert du cache KV</translation>
    </message>
    <message>
        <source>bytes over the link</source>
        <translation>octets sur le lien</translation>
    </message>
    <message>
        <source>link latency</source>
        <translation>latence du lien</translation>
    </message>
    <message>
        <source>decode instance step</source>
        <translation>étape de l&apos;instance de décodage</translation>
    </message>
    <message>
        <source>KV cache beside a draft model</source>
        <translation>cache KV à côté d&apos;un modèle brouillon</translation>
    </message>
    <message>
        <source>KV cache of the model alone</source>
        <translation>cache KV du modèle seul</translation>
    </message>
    <message>
        <source>draft model&apos;s weights on this GPU</source>
        <translation>poids du modèle brouillon sur ce GPU</translation>
    </message>
    <message>
        <source>KV cache blocks shared with the draft</source>
        <translation>blocs du cache KV partagés avec le brouillon</translation>
    </message>
    <message>
        <source>a block of both models&apos; keys and values</source>
        <translation>un bloc de clés et valeurs des deux modèles</translation>
    </message>
    <message>
        <source>draft model&apos;s decode steps</source>
        <translation>étapes de décodage du modèle brouillon</translation>
    </message>
    <message>
        <source>one draft decode step at the batch</source>
        <translation>une étape de décodage du brouillon pour le lot</translation>
    </message>
    <message>
        <source>draft tokens (sequential steps)</source>
        <translation>jetons brouillons (étapes séquentielles)</translation>
    </message>
    <message>
        <source>routed experts moved to other ranks&apos; GPUs</source>
        <translation>experts routés déplacés vers les GPU d&apos;autres rangs</translation>
    </message>
    <message>
        <source>routed experts&apos; bytes on a pipeline stage</source>
        <translation>octets des experts routés sur un étage du pipeline</translation>
    </message>
    <message>
        <source>1 / tp - 1 / expert-parallel GPUs</source>
        <translation>1 / tp - 1 / GPU en parallélisme d&apos;experts</translation>
    </message>
    <message>
        <source>KV cache budget with the experts split</source>
        <translation>budget pour le cache KV avec les experts répartis</translation>
    </message>
    <message>
        <source>expert all-gathers and reduce-scatters</source>
        <translation>all-gathers et reduce-scatters des experts</translation>
    </message>
    <message>
        <source>all ranks&apos; tokens gathered (ring share)</source>
        <translation>jetons de tous les rangs rassemblés (part de l&apos;anneau)</translation>
    </message>
    <message>
        <source>all-gathers and reduce-scatters (2 per MoE layer)</source>
        <translation>all-gathers et reduce-scatters (2 par couche MoE)</translation>
    </message>
    <message>
        <source>expert dispatch and combine per step</source>
        <translation>envoi et recombinaison des experts par étape</translation>
    </message>
    <message>
        <source>MoE layers</source>
        <translation>couches MoE</translation>
    </message>
    <message>
        <source>dispatch (tokens × top_k × d_model, FP8) + combine (BF16), each latency + bytes</source>
        <translation>envoi (tokens × top_k × d_model, FP8) + recombinaison (BF16), chacun latence + octets</translation>
    </message>
    <message>
        <source>prompt step of a pass&apos;s arrivals</source>
        <translation>étape de prompt des arrivées d&apos;une passe</translation>
    </message>
    <message>
        <source>prompt steps weighted by their arrivals&apos; probability</source>
        <translation>étapes de prompt pondérées par la probabilité de leurs arrivées</translation>
    </message>
    <message>
        <source>probability that a pass has any</source>
        <translation>probabilité qu&apos;une passe ait au moins une arrivée</translation>
    </message>
    <message>
        <source>time per output token of the steps</source>
        <translation>temps par jeton de sortie des étapes</translation>
    </message>
    <message>
        <source>steps to the end of the last pass, over the later tokens</source>
        <translation>étapes jusqu&apos;à la fin de la dernière passe, réparties sur les jetons suivants</translation>
    </message>
    <message>
        <source>KV bytes per token on the busier GPU, the draft&apos;s with them</source>
        <translation>octets de KV par jeton sur le GPU le plus chargé, ceux du brouillon compris</translation>
    </message>
    <message>
        <source>wait for a decode slot</source>
        <translation>attente d&apos;une place de décodage</translation>
    </message>
    <message>
        <source>decode instance&apos;s M/D/1 wait: load / (2 (1 - load)) / decode instance capacity</source>
        <translation>attente M/D/1 de l&apos;instance de décodage&#xa0;: charge / (2 (1 - charge)) / capacité de l&apos;instance de décodage</translation>
    </message>
    <message>
        <source>clients / the pools&apos; capacity</source>
        <translation>clients / capacité des pools</translation>
    </message>
    <message>
        <source>cycle at the capacity</source>
        <translation>cycle à la capacité</translation>
    </message>
    <message>
        <source>draft model&apos;s prompt pass</source>
        <translation>passe du brouillon sur le prompt</translation>
    </message>
    <message>
        <source>draft model&apos;s step over the prompt tokens</source>
        <translation>pas du brouillon sur les jetons du prompt</translation>
    </message>
    <message>
        <source>compute slowed by the hidden sends</source>
        <translation>calcul ralenti par les envois cachés</translation>
    </message>
    <message>
        <source>wait for the step in progress</source>
        <translation>attente de l&apos;étape en cours</translation>
    </message>
    <message>
        <source>scheduling pass (scheduler_steps x engine step)</source>
        <translation>passe d&apos;ordonnancement (scheduler_steps x étape du moteur)</translation>
    </message>
    <message>
        <source>vLLM on A100, H100 and RTX 4090</source>
        <translation>vLLM sur A100, H100 et RTX 4090</translation>
    </message>
    <message>
        <source>SGLang on A100 and H100</source>
        <translation>SGLang sur A100 et H100</translation>
    </message>
    <message>
        <source>TensorRT-LLM on A100, H100 and H200</source>
        <translation>TensorRT-LLM sur A100, H100 et H200</translation>
    </message>
    <message>
        <source>causal-mask buffers</source>
        <translation>tampons du masque causal</translation>
    </message>
    <message>
        <source>positions squared</source>
        <translation>positions au carré</translation>
    </message>
    <message>
        <source>weights and buffers</source>
        <translation>poids et tampons</translation>
    </message>
    <message>
        <source>every parameter&apos;s gradient</source>
        <translation>gradient de chaque paramètre</translation>
    </message>
    <message>
        <source>the embedding&apos;s backward</source>
        <translation>rétropropagation du plongement</translation>
    </message>
    <message>
        <source>tensors of that size</source>
        <translation>tenseurs de cette taille</translation>
    </message>
    <message>
        <source>saved at the first layer&apos;s backward</source>
        <translation>conservé à la rétropropagation de la première couche</translation>
    </message>
    <message>
        <source>the first layer&apos;s (or checkpoint&apos;s)</source>
        <translation>ceux de la première couche (ou du checkpoint)</translation>
    </message>
    <message>
        <source>layers or checkpoints</source>
        <translation>couches ou checkpoints</translation>
    </message>
    <message>
        <source>causal mask (kept by the checkpoints)</source>
        <translation>masque causal (gardé par les checkpoints)</translation>
    </message>
    <message>
        <source>keys per token / micro-batch (one mask for the batch)</source>
        <translation>clés par jeton / micro-lot (un masque pour le lot)</translation>
    </message>
    <message>
        <source>attention core&apos;s backward</source>
        <translation>rétropropagation du cœur de l&apos;attention</translation>
    </message>
    <message>
        <source>gradients of the probabilities and the scores</source>
        <translation>gradients des probabilités et des scores</translation>
    </message>
    <message>
        <source>2 × scores per token (heads × s)</source>
        <translation>2 × scores par jeton (têtes × s)</translation>
    </message>
    <message>
        <source>tensors freed before it</source>
        <translation>tenseurs libérés avant</translation>
    </message>
    <message>
        <source>backward of the first layer</source>
        <translation>rétropropagation de la première couche</translation>
    </message>
    <message>
        <source>activations and the attention&apos;s backward</source>
        <translation>activations et rétropropagation de l&apos;attention</translation>
    </message>
    <message>
        <source>gradients made so far</source>
        <translation>gradients produits jusque-là</translation>
    </message>
    <message>
        <source>share made before the first layer&apos;s</source>
        <translation>part produite avant celle de la première couche</translation>
    </message>
    <message>
        <source>forward of the first micro-batch&apos;s first chunk</source>
        <translation>passe avant du premier chunk du premier micro-batch</translation>
    </message>
    <message>
        <source>forward share (1 of 3 passes)</source>
        <translation>part de la passe avant (1 passe sur 3)</translation>
    </message>
    <message>
        <source>model chunks per stage</source>
        <translation>chunks de modèle par étage</translation>
    </message>
    <message>
        <source>gathers hidden by the forward</source>
        <translation>all-gathers masqués par la passe avant</translation>
    </message>
    <message>
        <source>all but the first bucket</source>
        <translation>tous les buckets sauf le premier</translation>
    </message>
    <message>
        <source>later chunks&apos; gathers and the first chunk&apos;s forward</source>
        <translation>all-gathers des chunks suivants et passe avant du premier chunk</translation>
    </message>
    <message>
        <source>attention unpadding and padding (copies)</source>
        <translation>retrait et remise du remplissage de l&apos;attention (copies)</translation>
    </message>
    <message>
        <source>collectives (one per unit, once per step: FSDP2 under torch.distributed.pipelining)</source>
        <translation>collectives (une par unité, une fois par pas&#xa0;: FSDP2 sous torch.distributed.pipelining)</translation>
    </message>
    <message>
        <source>collectives (one per unit and micro-batch: ZeRO-3)</source>
        <translation>collectives (une par unité et par micro-batch&#xa0;: ZeRO-3)</translation>
    </message>
    <message>
        <source>all-gathers (ZeRO-3 kept gathered: one per unit in the forward of each micro-batch)</source>
        <translation>all-gathers (ZeRO-3 gardé rassemblé&#xa0;: un par unité dans la passe avant de chaque micro-batch)</translation>
    </message>
    <message>
        <source>all-gathers (ZeRO-3: one per unit in the forward and the backward of each micro-batch)</source>
        <translation>all-gathers (ZeRO-3&#xa0;: un par unité dans les passes avant et arrière de chaque micro-batch)</translation>
    </message>
    <message>
        <source>layers recomputed (block)</source>
        <translation>couches recalculées (bloc)</translation>
    </message>
    <message>
        <source>recomputed layers (v × min(N, layers per chunk))</source>
        <translation>couches recalculées (v × min(N, couches par tronçon du modèle))</translation>
    </message>
    <message>
        <source>layers kept whole</source>
        <translation>couches gardées entières</translation>
    </message>
    <message>
        <source>layers not recomputed</source>
        <translation>couches non recalculées</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2, recomputed share of a forward)</source>
        <translation>passes (avant, arrière ×2, part recalculée d&apos;une passe avant)</translation>
    </message>
    <message>
        <source>K, V chunks per layer (forward 1, backward 2, recompute 1, or f with block)</source>
        <translation>blocs K, V par couche (avant 1, arrière 2, recalcul 1, ou f avec bloc)</translation>
    </message>
    <message>
        <source>all-to-alls per layer (dispatch + combine, forward + backward; 6 with full recompute, 4 + 2 f with block)</source>
        <translation>all-to-all par couche (envoi + recombinaison, avant + arrière&#xa0;; 6 avec recalcul complet, 4 + 2 f avec bloc)</translation>
    </message>
    <message>
        <source>collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or × 5 with SP under op-selective, + 1 for the LM head; × 2 with SP)</source>
        <translation>opérations collectives par micro-batch (couches × 4, ou × 6 avec recalcul complet, × (4 + 2 f) avec bloc, × 6 ou × 5 avec SP en op-sélectif, + 1 pour la tête LM&#xa0;; × 2 avec SP)</translation>
    </message>
    <message>
        <source>collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or × 5 with SP under op-selective, + 2 for the embedding and the LM head; × 2 with SP)</source>
        <translation>opérations collectives par micro-batch (couches × 4, ou × 6 avec recalcul complet, × (4 + 2 f) avec bloc, × 6 ou × 5 avec SP en op-sélectif, + 2 pour l’embedding et la tête LM&#xa0;; × 2 avec SP)</translation>
    </message>
    <message>
        <source>all-to-alls of one pass</source>
        <translation>all-to-all d&apos;une passe</translation>
    </message>
    <message>
        <source>Q, K, V and output of this rank&apos;s tokens (b s/cp / t)</source>
        <translation>Q, K, V et sortie des jetons de ce rang (b s/cp / t)</translation>
    </message>
    <message>
        <source>share sent to the other ranks ((cp - 1) / cp)</source>
        <translation>part envoyée aux autres rangs ((cp - 1) / cp)</translation>
    </message>
    <message>
        <source>context-parallel all-to-alls per micro-batch</source>
        <translation>all-to-all du parallélisme de contexte par micro-lot</translation>
    </message>
    <message>
        <source>passes per layer (forward 1, backward 1, recompute 1, or f with block)</source>
        <translation>passes par couche (avant 1, arrière 1, recalcul 1, ou f avec block)</translation>
    </message>
    <message>
        <source>latency of the four all-to-alls (Q, K, V in, output out)</source>
        <translation>latence des quatre all-to-all (Q, K, V à l&apos;aller, sortie au retour)</translation>
    </message>
    <message>
        <source>2 cp (every rank&apos;s K, V and their gradients)</source>
        <translation>2 cp (K, V de chaque rang et leurs gradients)</translation>
    </message>
    <message>
        <source>K, V received and sent on (2 x this rank&apos;s)</source>
        <translation>K, V reçus et renvoyés (2 x ceux de ce rang)</translation>
    </message>
    <message>
        <source>K, V all-gathered (cp x this rank&apos;s)</source>
        <translation>K, V rassemblés par all-gather (cp x ceux de ce rang)</translation>
    </message>
    <message>
        <source>dK, dV in fp32: accumulator, sent and received (3 x)</source>
        <translation>dK, dV en fp32 : accumulateur, envoyé et reçu (3 x)</translation>
    </message>
    <message>
        <source>dQ accumulator in fp32</source>
        <translation>accumulateur de dQ en fp32</translation>
    </message>
    <message>
        <source>the layer&apos;s attention backward</source>
        <translation>passe arrière de l&apos;attention de la couche</translation>
    </message>
    <message>
        <source>context parallelism&apos;s buffers</source>
        <translation>tampons du parallélisme de contexte</translation>
    </message>
    <message>
        <source>transfer beyond the attention beside it</source>
        <translation>transfert au-delà de l&apos;attention à côté</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>transfert</translation>
    </message>
    <message>
        <source>one chunk&apos;s attention</source>
        <translation>attention d&apos;un bloc</translation>
    </message>
    <message>
        <source>waited for</source>
        <translation>attendu</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>all-gather of K and V</source>
        <translation>all-gather de K et V</translation>
    </message>
    <message>
        <source>one K, V transfer</source>
        <translation>un transfert de K, V</translation>
    </message>
    <message>
        <source>one layer&apos;s passes</source>
        <translation>passes d&apos;une couche</translation>
    </message>
    <message>
        <source>forward passes (1, + recomputed forward)</source>
        <translation>passes avant (1, + la passe avant recalculée)</translation>
    </message>
    <message>
        <source>one dK, dV transfer (fp32)</source>
        <translation>un transfert de dK, dV (fp32)</translation>
    </message>
    <message>
        <source>dK and dV of this rank&apos;s tokens in fp32</source>
        <translation>dK et dV des jetons de ce rang en fp32</translation>
    </message>
    <message>
        <source>one chunk&apos;s forward attention</source>
        <translation>attention avant d&apos;un bloc</translation>
    </message>
    <message>
        <source>attention core per micro-batch</source>
        <translation>cœur de l&apos;attention par micro-lot</translation>
    </message>
    <message>
        <source>forward passes, the backward as two</source>
        <translation>passes avant, la passe arrière comptée pour deux</translation>
    </message>
    <message>
        <source>chunk steps (cp)</source>
        <translation>étapes de bloc (cp)</translation>
    </message>
    <message>
        <source>one chunk&apos;s backward attention</source>
        <translation>attention arrière d&apos;un bloc</translation>
    </message>
    <message>
        <source>backward over forward</source>
        <translation>arrière sur avant</translation>
    </message>
    <message>
        <source>context-parallel transfers per micro-batch</source>
        <translation>transferts du parallélisme de contexte par micro-lot</translation>
    </message>
    <message>
        <source>exposed context-parallel communication</source>
        <translation>communication du parallélisme de contexte exposée</translation>
    </message>
    <message>
        <source>float8 all-gathers of the layers</source>
        <translation>all-gathers float8 des couches</translation>
    </message>
    <message>
        <source>16-bit collectives</source>
        <translation>opérations collectives en 16 bits</translation>
    </message>
    <message>
        <source>bytes sent per float8 all-gather ((t-1)/t × b s h × 1 byte)</source>
        <translation>octets envoyés par all-gather float8 ((t-1)/t × b s h × 1 octet)</translation>
    </message>
    <message>
        <source>all-gathers of the layers per micro-batch (inputs, again when recomputed; output gradients)</source>
        <translation>all-gathers des couches par micro-lot (entrées, à nouveau si recalculées ; gradients des sorties)</translation>
    </message>
    <message>
        <source>reduce-scatters, and the embedding&apos;s and the LM head&apos;s collectives</source>
        <translation>reduce-scatters, et les opérations collectives de l&apos;embedding et de la tête LM</translation>
    </message>
    <message>
        <source>ring steps per pass (ring ranks - 1)</source>
        <translation>étapes de l&apos;anneau par passe (rangs de l&apos;anneau - 1)</translation>
    </message>
    <message>
        <source>share sent to the group&apos;s other ranks ((a2a - 1) / a2a)</source>
        <translation>part envoyée aux autres rangs du groupe ((a2a - 1) / a2a)</translation>
    </message>
    <message>
        <source>context-parallel all-to-alls and ring per micro-batch</source>
        <translation>all-to-all et anneau du parallélisme de contexte par micro-lot</translation>
    </message>
    <message>
        <source>all-to-alls within the groups</source>
        <translation>all-to-all au sein des groupes</translation>
    </message>
    <message>
        <source>ring across the groups</source>
        <translation>anneau entre les groupes</translation>
    </message>
    <message>
        <source>bytes per layer (rowwise: write float8 row-major and a transposed 16-bit copy, read it, write float8 column-major)</source>
        <translation>octets par couche (par lignes : écrire le float8 par lignes et une copie transposée sur 16 bits, la lire, écrire le float8 par colonnes)</translation>
    </message>
    <message>
        <source>float8 weight casts (torchao, rowwise)</source>
        <translation>conversions float8 des poids (torchao, par lignes)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scale and amax: 2 per value, each cast)</source>
        <translation>FLOPs par couche (échelle et amax : 2 par valeur, à chaque conversion)</translation>
    </message>
    <message>
        <source>bytes per layer (each forward: read 16 bits, write float8; the backward: transpose in 16 bits, read, write float8)</source>
        <translation>octets par couche (chaque forward : lire 16 bits, écrire en float8 ; le backward : transposer sur 16 bits, lire, écrire en float8)</translation>
    </message>
    <message>
        <source>published Megatron-Core runs on B200/GB200</source>
        <translation>exécutions publiées de Megatron-Core sur B200/GB200</translation>
    </message>
    <message>
        <source>interleaved schedule, combined 1F1B&apos;s extra warm-up chunk (1 + p / (p v))</source>
        <translation>ordonnancement entrelacé, chunk d&apos;échauffement supplémentaire du 1F1B combiné (1 + p / (p v))</translation>
    </message>
    <message>
        <source>scores 2 s D q (packed documents of D tokens)</source>
        <translation>scores 2 s D q (documents empaquetés de D tokens)</translation>
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
        <translation>part des chunks exécutés sans paire (échauffement, refroidissement)</translation>
    </message>
    <message>
        <source>all-to-all of the unpaired chunks</source>
        <translation>all-to-all des chunks sans paire</translation>
    </message>
    <message>
        <source>paired all-to-all beyond the compute beside it</source>
        <translation>all-to-all apparié au-delà du calcul à côté</translation>
    </message>
    <message>
        <source>share of chunks run in pairs</source>
        <translation>part des chunks exécutés en paires</translation>
    </message>
    <message>
        <source>exposed expert all-to-all (combined 1F1B)</source>
        <translation>all-to-all des experts exposé (1F1B combiné)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores, softmax, × V; each query within its packed document)</source>
        <translation>FLOPs par couche (scores, softmax, × V ; chaque requête dans son document empaqueté)</translation>
    </message>
    <message>
        <source>published Megatron-Core mixture-of-experts runs on H100</source>
        <translation>exécutions publiées de mélange d&apos;experts avec Megatron-Core sur H100</translation>
    </message>
    <message>
        <source>q and k norm inputs</source>
        <translation>entrées des normes de q et k</translation>
    </message>
    <message>
        <source>widths q + kv</source>
        <translation>largeurs q + kv</translation>
    </message>
    <message>
        <source>q and k norm 1/rms</source>
        <translation>1/rms des normes de q et k</translation>
    </message>
    <message>
        <source>query and key heads</source>
        <translation>têtes de requête et de clé</translation>
    </message>
    <message>
        <source>q and k norm inputs (outputs recomputed)</source>
        <translation>entrées des normes de q et k (sorties recalculées)</translation>
    </message>
    <message>
        <source>q and k norm statistics in fp32</source>
        <translation>statistiques des normes de q et k en fp32</translation>
    </message>
    <message>
        <source>q and k norm inputs in fp32</source>
        <translation>entrées des normes de q et k en fp32</translation>
    </message>
    <message>
        <source>q and k norm squares in fp32</source>
        <translation>carrés des normes de q et k en fp32</translation>
    </message>
    <message>
        <source>q and k norm outputs</source>
        <translation>sorties des normes de q et k</translation>
    </message>
    <message>
        <source>d_model × distinct norm inputs</source>
        <translation>d_model × entrées de normalisation distinctes</translation>
    </message>
    <message>
        <source>d_model × norms</source>
        <translation>d_model × normalisations</translation>
    </message>
    <message>
        <source>norm inputs (outputs recomputed)</source>
        <translation>entrées des normalisations (sorties recalculées)</translation>
    </message>
    <message>
        <source>norm statistics in fp32</source>
        <translation>statistiques des normalisations en fp32</translation>
    </message>
    <message>
        <source>RMSNorm inputs in fp32</source>
        <translation>entrées de RMSNorm en fp32</translation>
    </message>
    <message>
        <source>RMSNorm squares in fp32</source>
        <translation>carrés de RMSNorm en fp32</translation>
    </message>
    <message>
        <source>RMSNorm outputs</source>
        <translation>sorties de RMSNorm</translation>
    </message>
    <message>
        <source>RMSNorm 1/rms</source>
        <translation>1/rms de RMSNorm</translation>
    </message>
    <message>
        <source>LayerNorm inputs</source>
        <translation>entrées de LayerNorm</translation>
    </message>
    <message>
        <source>LayerNorm mean and 1/std</source>
        <translation>moyenne et 1/std de LayerNorm</translation>
    </message>
    <message>
        <source>MLP output (ReLU output, down projection input)</source>
        <translation>sortie du MLP (sortie de ReLU, entrée de la projection descendante)</translation>
    </message>
    <message>
        <source>ReLU</source>
        <translation>ReLU</translation>
    </message>
    <message>
        <source>capped scores (tanh output)</source>
        <translation>scores plafonnés (sortie de tanh)</translation>
    </message>
    <message>
        <source>the logit cap&apos;s tanh output</source>
        <translation>sortie de tanh du plafonnement des logits</translation>
    </message>
    <message>
        <source>loss buffers with the logit cap</source>
        <translation>tampons de la perte avec le plafonnement des logits</translation>
    </message>
    <message>
        <source>loss buffers with the logit cap (backward)</source>
        <translation>tampons de la perte avec le plafonnement des logits (rétropropagation)</translation>
    </message>
</context>
<context>
    <name>rooflab::ExplainPopup</name>
    <message>
        <source>No derivation for this figure.</source>
        <translation>Aucun détail de calcul pour cette valeur.</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Sources&#xa0;:</translation>
    </message>
</context>
<context>
    <name>rooflab::Explainer</name>
    <message>
        <source>RoofLab formulas</source>
        <translation>Formules de RoofLab</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limité par la mémoire</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limité par le calcul</translation>
    </message>
    <message>
        <source>The %1 ceiling: %2 dense</source>
        <translation>Le plafond %1 : %2 dense</translation>
    </message>
    <message>
        <source>The memory roof: %1 x arithmetic intensity, up to the ridge</source>
        <translation>Le toit mémoire : %1 x intensité arithmétique, jusqu&apos;au point de crête</translation>
    </message>
</context>
<context>
    <name>rooflab::FileComparison</name>
    <message>
        <source>Compare with File</source>
        <translation>Comparer avec un fichier</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json);;All files (*)</source>
        <translation>Scénarios RoofLab (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actuel</translation>
    </message>
</context>
<context>
    <name>rooflab::FinetuneControls</name>
    <message>
        <source>full (every parameter)</source>
        <translation>complet (tous les paramètres)</translation>
    </message>
    <message>
        <source>LoRA (frozen base)</source>
        <translation>LoRA (base gelée)</translation>
    </message>
    <message>
        <source>QLoRA (4-bit frozen base)</source>
        <translation>QLoRA (base gelée en 4 bits)</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>toutes les couches linéaires</translation>
    </message>
    <message>
        <source>attention (q, k, v, o)</source>
        <translation>attention (q, k, v, o)</translation>
    </message>
    <message>
        <source>q and v</source>
        <translation>q et v</translation>
    </message>
    <message>
        <source>default for the method</source>
        <translation>par défaut pour la méthode</translation>
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
        <translation>NF4 (4 bits)</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Affinage</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Full fine-tuning trains every parameter. LoRA freezes the model and trains small rank-r adapters beside its matrices: no gradients or optimizer states for the base, and frozen layers save less for the backward. QLoRA also stores the frozen matrices in 4-bit NF4. At long sequences the activations dominate and LoRA saves less than the rule-of-thumb tables say.</source>
        <translation>L&apos;affinage complet entraîne chaque paramètre. LoRA gèle le modèle et entraîne de petits adaptateurs de rang r à côté de ses matrices : ni gradients ni états d&apos;optimiseur pour la base, et les couches gelées conservent moins pour la rétropropagation. QLoRA stocke en outre les matrices gelées en NF4 sur 4 bits. Pour de longues séquences, les activations dominent et LoRA économise moins que ne le disent les tableaux empiriques.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>LoRA rank r</source>
        <translation>Rang r de LoRA</translation>
    </message>
    <message>
        <source>Each adapted in x out matrix gets r x (in + out) trainable parameters (peft&apos;s lora_A and lora_B), kept in fp32 with their gradients and optimizer states.</source>
        <translation>Chaque matrice adaptée entrée x sortie reçoit r x (entrée + sortie) paramètres entraînables (lora_A et lora_B de peft), conservés en fp32 avec leurs gradients et états d&apos;optimiseur.</translation>
    </message>
    <message>
        <source>Adapted</source>
        <translation>Adaptées</translation>
    </message>
    <message>
        <source>Which matrices get adapters (peft&apos;s target_modules). The frozen ones keep no input for the backward; each adapter keeps its input, cast to fp32.</source>
        <translation>Les matrices qui reçoivent des adaptateurs (target_modules de peft). Les matrices gelées ne conservent pas leur entrée pour la rétropropagation ; chaque adaptateur conserve son entrée, convertie en fp32.</translation>
    </message>
    <message>
        <source>Frozen base</source>
        <translation>Base gelée</translation>
    </message>
    <message>
        <source>Storage of the frozen layer matrices: 16-bit, LLM.int8 (1 byte and a scale per row) or NF4 (4 bits, blocks of 64 with quantised scales: 4.127 bits per value). Embeddings, norms and the head stay in 16 bits (fp32 after QLoRA&apos;s prepare_model_for_kbit_training).</source>
        <translation>Stockage des matrices gelées : 16 bits, LLM.int8 (1 octet et une échelle par ligne) ou NF4 (4 bits, blocs de 64 avec échelles quantifiées : 4,127 bits par valeur). Les plongements, normes et la tête restent en 16 bits (fp32 après prepare_model_for_kbit_training de QLoRA).</translation>
    </message>
    <message>
        <source>Sized by a data set</source>
        <translation>Dimensionné par un jeu de données</translation>
    </message>
    <message>
        <source>The run trains examples x tokens per example x epochs tokens, in place of the training tokens D under Run and cost. Starts from Stanford Alpaca&apos;s fine-tune: 52,002 examples, at most 512 tokens each, 3 epochs.</source>
        <translation>L&apos;entraînement porte sur exemples x tokens par exemple x époques tokens, au lieu des tokens d&apos;entraînement D de Exécution et coût. Part du fine-tuning de Stanford Alpaca : 52 002 exemples, au plus 512 tokens chacun, 3 époques.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemples</translation>
    </message>
    <message>
        <source>Examples (sequences) in the data set.</source>
        <translation>Exemples (séquences) du jeu de données.</translation>
    </message>
    <message>
        <source>Tokens per example</source>
        <translation>Tokens par exemple</translation>
    </message>
    <message>
        <source>Tokens each example trains on: the mean length when examples are packed into sequences, the padded length when they are not.</source>
        <translation>Tokens sur lesquels chaque exemple s&apos;entraîne : la longueur moyenne quand les exemples sont regroupés en séquences, la longueur complétée sinon.</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Époques</translation>
    </message>
    <message>
        <source>Passes over the data set.</source>
        <translation>Passes sur le jeu de données.</translation>
    </message>
    <message>
        <source>Trained tokens</source>
        <translation>Tokens entraînés</translation>
    </message>
    <message>
        <source>Examples x tokens per example x epochs: D of the run.</source>
        <translation>Exemples x tokens par exemple x époques : D de l&apos;entraînement.</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>not sized: Run and cost&apos;s training tokens</source>
        <translation>non dimensionné : tokens d&apos;entraînement de Exécution et coût</translation>
    </message>
</context>
<context>
    <name>rooflab::FormulaView</name>
    <message>
        <source>Training memory per GPU</source>
        <translation>Mémoire d&apos;entraînement par GPU</translation>
    </message>
    <message>
        <source>Fit answers</source>
        <translation>Ce qui tient</translation>
    </message>
    <message>
        <source>Inference memory per GPU</source>
        <translation>Mémoire d&apos;inférence par GPU</translation>
    </message>
    <message>
        <source>FLOPs, time and cost</source>
        <translation>FLOPs, durée et coût</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Every formula behind the numbers, as the code evaluates it: a product (×, ÷), a sum (+) or the larger or smaller of two values. Click a bar, a point or a figure to see one with today&apos;s values.</source>
        <translation>Toutes les formules derrière les chiffres, telles que le code les évalue&#xa0;: un produit (×, ÷), une somme (+) ou la plus grande ou la plus petite de deux valeurs. Cliquez sur une barre, un point ou une valeur pour en voir une avec les valeurs actuelles.</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Durée d&apos;un pas</translation>
    </message>
    <message>
        <source>Serving: TTFT, TPOT and throughput</source>
        <translation>Service : TTFT, TPOT et débit</translation>
    </message>
</context>
<context>
    <name>rooflab::GpuDaysChart</name>
    <message>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Fewest GPUs for the time</source>
        <translation>Le moins de GPU pour la durée</translation>
    </message>
    <message>
        <source>Search a GPU range to see GPUs against days here</source>
        <translation>Cherchez sur une plage de GPU pour voir ici les GPU en fonction des jours</translation>
    </message>
    <message numerus="yes">
        <source>GPUs against days, %n layout(s)</source>
        <translation>
            <numerusform>GPU en fonction des jours, %n disposition</numerusform>
            <numerusform>GPU en fonction des jours, %n dispositions</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Days per trillion tokens</source>
        <translation>Jours par billion de jetons</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Jours d’entraînement</translation>
    </message>
</context>
<context>
    <name>rooflab::GpuPanel</name>
    <message>
        <source>Looking for a CUDA device…</source>
        <translation>Recherche d&apos;un périphérique CUDA…</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>GPU device information</source>
        <translation>Informations sur le périphérique GPU</translation>
    </message>
    <message>
        <source>GPU status message</source>
        <translation>Message d&apos;état du GPU</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>Balayage&#xa0;:</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Complet</translation>
    </message>
    <message>
        <source>Quick: a few square and transformer GEMMs, STREAM and every other intensity step (minutes). Full: a fine size sweep, fp16 too, every intensity step and longer timing.</source>
        <translation>Rapide&#xa0;: quelques GEMM carrés et de transformer, STREAM et un pas d&apos;intensité sur deux (quelques minutes). Complet&#xa0;: un balayage fin des tailles, fp16 en plus, tous les pas d&apos;intensité et des mesures plus longues.</translation>
    </message>
    <message>
        <source>Sweep preset</source>
        <translation>Préréglage du balayage</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Measure GEMM throughput, STREAM bandwidth and the intensity sweep on this GPU. Other work on the GPU distorts the results.</source>
        <translation>Mesurer le débit GEMM, la bande passante STREAM et le balayage d&apos;intensité sur ce GPU. Toute autre charge sur le GPU fausse les résultats.</translation>
    </message>
    <message>
        <source>Start the GPU sweep</source>
        <translation>Démarrer le balayage GPU</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the sweep after the point being measured; the points measured so far are kept.</source>
        <translation>Arrêter le balayage après le point en cours de mesure&#xa0;; les points déjà mesurés sont conservés.</translation>
    </message>
    <message>
        <source>Cancel the GPU sweep</source>
        <translation>Annuler le balayage GPU</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <source>Points measured and the estimated time left</source>
        <translation>Points mesurés et temps restant estimé</translation>
    </message>
    <message>
        <source>Sweep progress</source>
        <translation>Progression du balayage</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Temps médian</translation>
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
        <translation>Vérifié</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>GEMM: M × N × K; STREAM and intensity: kernel and elements per array</source>
        <translation>GEMM&#xa0;: M × N × K&#xa0;; STREAM et intensité&#xa0;: noyau et éléments par tableau</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs per byte moved</source>
        <translation>Intensité arithmétique&#xa0;: FLOPs par octet transféré</translation>
    </message>
    <message>
        <source>One row per measured point; failed points are red and not drawn on the roofline</source>
        <translation>Une ligne par point mesuré&#xa0;; les points en échec sont en rouge et ne sont pas tracés sur le roofline</translation>
    </message>
    <message>
        <source>GPU measurement results</source>
        <translation>Résultats des mesures GPU</translation>
    </message>
    <message>
        <source>Load results…</source>
        <translation>Charger des résultats…</translation>
    </message>
    <message>
        <source>Show rooflab-bench results files (JSON) of this or other machines on the roofline, each as its own source</source>
        <translation>Afficher sur le roofline des fichiers de résultats rooflab-bench (JSON) de cette machine ou d&apos;autres, chacun comme une source distincte</translation>
    </message>
    <message>
        <source>Load results files</source>
        <translation>Charger des fichiers de résultats</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Exporter les résultats…</translation>
    </message>
    <message>
        <source>Save the last sweep as JSON (loadable here and by rooflab-bench tools) or CSV</source>
        <translation>Enregistrer le dernier balayage en JSON (rechargeable ici et par les outils rooflab-bench) ou en CSV</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <source>Loaded results files</source>
        <translation>Fichiers de résultats chargés</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), about %1</source>
        <translation>
            <numerusform>%n point, environ %1</numerusform>
            <numerusform>%n points, environ %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Includes the GEMMs of the current scenario&apos;s layer.</source>
        <translation>Inclut les GEMM de la couche du scénario actuel.</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Capacité de calcul</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>Fréquence SM</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>Fréquence mémoire</translation>
    </message>
    <message>
        <source>Bus width</source>
        <translation>Largeur du bus</translation>
    </message>
    <message>
        <source>%1 bit</source>
        <translation>%1 bits</translation>
    </message>
    <message>
        <source>Theoretical bandwidth</source>
        <translation>Bande passante théorique</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>Cache L2</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Driver / runtime</source>
        <translation>Pilote / runtime</translation>
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
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Hardware database</source>
        <translation>Base de données matérielle</translation>
    </message>
    <message>
        <source>no match in gpus.json</source>
        <translation>aucune correspondance dans gpus.json</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Non démarré</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>about %1 min %2 s left</source>
        <translation>environ %1 min %2 s restantes</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>environ %1 s restantes</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 points sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n point(s)</source>
        <translation>
            <numerusform>Annulé après %n point</numerusform>
            <numerusform>Annulé après %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s)</source>
        <translation>
            <numerusform>Terminé&#xa0;: %n point</numerusform>
            <numerusform>Terminé&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n en échec</numerusform>
            <numerusform>, %n en échec</numerusform>
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
        <translation>oui (%1)</translation>
    </message>
    <message>
        <source>FAILED (%1)</source>
        <translation>ÉCHEC (%1)</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>Non mesuré&#xa0;: %1</translation>
    </message>
    <message>
        <source>The result differs from the CPU reference beyond the tolerance: not drawn and not counted in the ceilings</source>
        <translation>Le résultat s&apos;écarte de la référence CPU au-delà de la tolérance&#xa0;: il n&apos;est ni tracé ni pris en compte dans les plafonds</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n point(s)</source>
        <translation>
            <numerusform>%1 (%n point</numerusform>
            <numerusform>%1 (%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>Fichiers chargés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Load GPU results</source>
        <translation>Charger des résultats GPU</translation>
    </message>
    <message>
        <source>RoofLab bench results (*.json);;All files (*)</source>
        <translation>Résultats RoofLab bench (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Could not load results</source>
        <translation>Impossible de charger les résultats</translation>
    </message>
    <message>
        <source>These files could not be loaded:

%1</source>
        <translation>Ces fichiers n&apos;ont pas pu être chargés&#xa0;:

%1</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>Il n&apos;y a pas encore de résultats à exporter.</translation>
    </message>
    <message>
        <source>Export GPU results</source>
        <translation>Exporter les résultats GPU</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export results</source>
        <translation>Impossible d&apos;exporter les résultats</translation>
    </message>
    <message>
        <source>this build of RoofLab has no CUDA support (configured with ROOFLAB_CUDA=OFF or without nvcc)</source>
        <translation>cette version de RoofLab ne prend pas en charge CUDA (configurée avec ROOFLAB_CUDA=OFF ou sans nvcc)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take loaded results files off the roofline</source>
        <translation>Retirer du roofline les fichiers de résultats chargés</translation>
    </message>
    <message>
        <source>Remove all loaded files</source>
        <translation>Retirer tous les fichiers chargés</translation>
    </message>
    <message>
        <source>These results were measured on %1; the scenario&apos;s GPU is %2: they say nothing of it.</source>
        <translation>Ces résultats ont été mesurés sur %1 ; le GPU du scénario est %2 : ils n&apos;en disent rien.</translation>
    </message>
    <message>
        <source>another GPU</source>
        <translation>un autre GPU</translation>
    </message>
    <message>
        <source>Switch the scenario to the %1</source>
        <translation>Passer le scénario sur %1</translation>
    </message>
    <message>
        <source>The scenario&apos;s GPU becomes the one these results were measured on (undoable)</source>
        <translation>Le GPU du scénario devient celui sur lequel ces résultats ont été mesurés (annulable)</translation>
    </message>
    <message>
        <source>Keep the scenario&apos;s GPU</source>
        <translation>Garder le GPU du scénario</translation>
    </message>
</context>
<context>
    <name>rooflab::HardwareControls</name>
    <message>
        <source>0 - DDP, all replicated</source>
        <translation>0 - DDP, tout répliqué</translation>
    </message>
    <message>
        <source>1 - shard optimizer states</source>
        <translation>1 - partitionner les états de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>2 - + gradients</source>
        <translation>2 - + gradients</translation>
    </message>
    <message>
        <source>3 - + weights (FSDP)</source>
        <translation>3 - + poids (FSDP)</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>Matériel et parallélisme</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The accelerator: its memory is the capacity line of the memory chart, its bandwidth and peak FLOP/s draw the roofline.</source>
        <translation>L&apos;accélérateur&#xa0;: sa mémoire donne la ligne de capacité du graphique mémoire, sa bande passante et ses FLOP/s crête dessinent le roofline.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Niveau ZeRO</translation>
    </message>
    <message>
        <source>ZeRO (Rajbhandari et al. 2020) shards training state over the data-parallel GPUs: stage 1 the optimizer states, stage 2 also the gradients, stage 3 (FSDP) also the weights.</source>
        <translation>ZeRO (Rajbhandari et al. 2020) partitionne l&apos;état d&apos;entraînement entre les GPU du parallélisme de données&#xa0;: niveau 1 les états de l&apos;optimiseur, niveau 2 aussi les gradients, niveau 3 (FSDP) aussi les poids.</translation>
    </message>
    <message>
        <source>Model parallel</source>
        <translation>Parallélisme de modèle</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>Tensor parallelism (Megatron-LM) splits every layer&apos;s matrices over this many GPUs: weights and most activations divide by it.</source>
        <translation>Le parallélisme de tenseurs (Megatron-LM) répartit les matrices de chaque couche sur ce nombre de GPU&#xa0;: les poids et la plupart des activations sont divisés d&apos;autant.</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Parallélisme de pipeline</translation>
    </message>
    <message>
        <source>Pipeline parallelism splits the layers into this many stages, one per GPU group.</source>
        <translation>Le parallélisme de pipeline découpe les couches en ce nombre d&apos;étages, un par groupe de GPU.</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Étages virtuels</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>Étages virtuels du pipeline</translation>
    </message>
    <message>
        <source>Interleaved 1F1B (Narayanan et al. 2021): each pipeline stage holds this many model chunks, which divides the pipeline bubble by the same factor for that many more pipeline sends.</source>
        <translation>1F1B entrelacé (Narayanan et al. 2021) : chaque étage du pipeline porte autant de tranches du modèle, ce qui divise la bulle du pipeline par le même facteur, pour autant d’envois supplémentaires.</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Parallélisme de séquence</translation>
    </message>
    <message>
        <source>With tensor parallelism, also split the norm and dropout activations along the sequence (Korthikanti et al. 2022).</source>
        <translation>Avec le parallélisme de tenseurs, découper aussi les activations de normalisation et de dropout le long de la séquence (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Custom: %1...</source>
        <translation>Personnalisé&#xa0;: %1...</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>Personnalisé...</translation>
    </message>
    <message>
        <source>Runtime memory</source>
        <translation>Mémoire d’exécution</translation>
    </message>
    <message>
        <source>Set:</source>
        <translation>Fixer :</translation>
    </message>
    <message>
        <source>Set the runtime memory by hand</source>
        <translation>Fixer la mémoire d’exécution à la main</translation>
    </message>
    <message>
        <source>Off: itemised per GPU - the CUDA context, cuBLAS workspaces, NCCL buffers of each communicator this layout creates, and the caching allocator&apos;s reserve (8.5 % of the tensors, the median of 16 measured H100 steps). On: one figure replaces them.</source>
        <translation>Désactivé : détaillée par GPU – le contexte CUDA, les espaces de travail cuBLAS, les tampons NCCL de chaque communicateur que crée ce découpage et la réserve de l’allocateur à cache (8,5 % des tenseurs, la médiane de 16 pas mesurés sur H100). Activé : un seul chiffre les remplace.</translation>
    </message>
    <message>
        <source>Runtime memory per GPU</source>
        <translation>Mémoire d’exécution par GPU</translation>
    </message>
    <message>
        <source>Replaces the itemised CUDA, cuBLAS, NCCL and allocator memory with this figure.</source>
        <translation>Remplace la mémoire détaillée CUDA, cuBLAS, NCCL et de l’allocateur par ce chiffre.</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Parallélisme d’experts</translation>
    </message>
    <message>
        <source>Expert parallelism (Megatron-Core) splits the routed experts over this many GPUs; each token&apos;s hidden state travels to its experts&apos; GPUs and back (an all-to-all per MoE layer and pass).</source>
        <translation>Le parallélisme d’experts (Megatron-Core) répartit les experts routés sur ce nombre de GPU ; l’état caché de chaque token va vers les GPU de ses experts et revient (un all-to-all par couche MoE et par passe).</translation>
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
        <translation>Parallélisme tensoriel d’experts</translation>
    </message>
    <message>
        <source>Splits each expert&apos;s matrices over this many GPUs (Megatron&apos;s default: the tensor-parallel degree). The experts&apos; optimizer states are sharded over the GPUs left: GPUs per stage / (EP x ETP).</source>
        <translation>Découpe les matrices de chaque expert sur ce nombre de GPU (par défaut dans Megatron : le degré de parallélisme tensoriel). Les états d’optimiseur des experts sont fragmentés sur les GPU restants : GPU par étage / (EP x ETP).</translation>
    </message>
    <message>
        <source>Expert load</source>
        <translation>Charge des experts</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>Facteur de capacité des experts</translation>
    </message>
    <message>
        <source>Tokens the busiest expert GPU receives, as a multiple of the balanced share: its routed activations and expert compute grow with it. Megatron&apos;s --moe-expert-capacity-factor caps it there by dropping tokens; dropless training sees the router&apos;s own imbalance.</source>
        <translation>Tokens reçus par le GPU d’experts le plus chargé, en multiple de la part équilibrée : ses activations routées et son calcul d’experts croissent avec lui. --moe-expert-capacity-factor de Megatron le plafonne en abandonnant des tokens ; un entraînement sans abandon subit le déséquilibre propre du routeur.</translation>
    </message>
    <message>
        <source>x </source>
        <translation>x </translation>
    </message>
    <message>
        <source>Total GPUs = data parallel x tensor parallel x pipeline parallel x context parallel. With ZeRO the sharded parts shrink with the data-parallel size.</source>
        <translation>GPU au total = parallélisme de données x de tenseurs x de pipeline x de contexte. Avec ZeRO, les parties partitionnées diminuent avec la taille du parallélisme de données.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Parallélisme de contexte</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Équilibré</translation>
    </message>
    <message>
        <source>Load-balanced split</source>
        <translation>Découpage équilibré</translation>
    </message>
    <message>
        <source>On: each GPU takes two of 2 x CP chunks, one early and one late, so causal attention&apos;s work is even (Megatron&apos;s split). Off: contiguous chunks, and the last GPU, whose queries see every key, sets the pace.</source>
        <translation>Activé : chaque GPU prend deux des 2 x CP blocs, un précoce et un tardif, pour que le travail de l&apos;attention causale soit égal (le découpage de Megatron). Désactivé : blocs contigus, et le dernier GPU, dont les requêtes voient toutes les clés, impose le rythme.</translation>
    </message>
    <message>
        <source>default (not with pipeline parallelism)</source>
        <translation>par défaut (pas avec le parallélisme de pipeline)</translation>
    </message>
    <message>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <source>never (keep gathered)</source>
        <translation>jamais (garder rassemblés)</translation>
    </message>
    <message>
        <source>Reshard after forward</source>
        <translation>Repartitionner après la passe avant</translation>
    </message>
    <message>
        <source>ZeRO-3/FSDP2&apos;s reshard_after_forward, as torchtitan sets it: free each layer&apos;s gathered weights after its forward and gather them again for the backward (default, except under pipeline parallelism), or keep them until the backward: more memory, half the all-gathers.</source>
        <translation>reshard_after_forward de ZeRO-3/FSDP2, tel que torchtitan le règle&#xa0;: libérer les poids rassemblés de chaque couche après sa passe avant et les rassembler à nouveau pour la passe arrière (par défaut, sauf avec le parallélisme de pipeline), ou les garder jusqu’à la passe arrière&#xa0;: plus de mémoire, moitié moins d’all-gathers.</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>Superposer la communication TP</translation>
    </message>
    <message>
        <source>Hide the tensor-parallel all-gathers and reduce-scatters behind the GEMMs beside them: Transformer Engine&apos;s userbuffers (Megatron-Core&apos;s tp_comm_overlap) or torchtitan&apos;s AsyncTP. Each hides up to its GEMM&apos;s time, less the chunk that cannot overlap; the SMs its kernels take slow the GEMM. Needs sequence parallelism; off by default in both.</source>
        <translation>Masquer les all-gathers et reduce-scatters du parallélisme tensoriel derrière les GEMM voisines&#xa0;: les userbuffers de Transformer Engine (tp_comm_overlap de Megatron-Core) ou AsyncTP de torchtitan. Chacun masque au plus le temps de sa GEMM, moins le bloc qui ne peut pas se superposer&#xa0;; les SM qu’occupent ses kernels ralentissent la GEMM. Nécessite le parallélisme de séquence&#xa0;; désactivé par défaut dans les deux.</translation>
    </message>
    <message>
        <source>1F1B (interleaved)</source>
        <translation>1F1B (entrelacé)</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Ordonnancement du pipeline</translation>
    </message>
    <message>
        <source>1F1B (Megatron; interleaved with virtual stages) or DualPipe (DeepSeek-V3): micro-batches enter from both ends, each GPU holds two stages (twice the parameters, one more micro-batch in flight), the bubble shrinks to (p/2 - 1)(F&amp;B + B - 3W) and the expert all-to-all hides behind the other direction&apos;s compute. Needs an even PP and an even number of micro-batches, at least 2 x PP.</source>
        <translation>1F1B (Megatron ; entrelacé avec des étages virtuels) ou DualPipe (DeepSeek-V3) : les micro-lots entrent par les deux bouts, chaque GPU porte deux étages (deux fois les paramètres, un micro-lot de plus en cours), la bulle se réduit à (p/2 - 1)(F&amp;B + B - 3W) et l&apos;all-to-all des experts se cache derrière le calcul de l&apos;autre sens. Demande un PP pair et un nombre pair de micro-lots, au moins 2 x PP.</translation>
    </message>
    <message>
        <source>the framework&apos;s (torchtitan: gathered)</source>
        <translation>celle du framework (torchtitan : rassemblée)</translation>
    </message>
    <message>
        <source>sharded (gathered again)</source>
        <translation>partitionnée (rassemblée à nouveau)</translation>
    </message>
    <message>
        <source>gathered (kept whole)</source>
        <translation>rassemblée (gardée entière)</translation>
    </message>
    <message>
        <source>TP saved inputs</source>
        <translation>Entrées gardées par le TP</translation>
    </message>
    <message>
        <source>What each column-parallel projection keeps of its input for the backward under tensor and sequence parallelism: the sequence-sharded copy, all-gathered again in the backward (Megatron, Korthikanti et al. 2022), or the whole gathered sequence, t times the memory (torchtitan&apos;s plan). PyTorch implementations&apos; dense layers only.</source>
        <translation>Ce que chaque projection parallèle par colonnes garde de son entrée pour la rétropropagation sous parallélisme de tenseur et de séquence : la copie partitionnée selon la séquence, rassemblée à nouveau (all-gather) pendant la rétropropagation (Megatron, Korthikanti et al. 2022), ou la séquence entière rassemblée, t fois la mémoire (le plan de torchtitan). Couches denses des implémentations PyTorch seulement.</translation>
    </message>
    <message>
        <source>Embedding and loss as layers</source>
        <translation>Embedding et perte comme couches</translation>
    </message>
    <message>
        <source>Count the embedding and the loss as one layer each when the layers are split over the pipeline (Megatron-Core&apos;s account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split; the Llama 3 paper&apos;s split): the first and the last stage hold one transformer layer fewer, which balances the embedding and the LM head. Needs (layers + 2) to divide over the stages and their virtual stages.</source>
        <translation>Compter l&apos;embedding et la perte comme une couche chacun quand les couches sont réparties sur le pipeline (account_for_embedding_in_pipeline_split et account_for_loss_in_pipeline_split de Megatron-Core ; le découpage de l&apos;article sur Llama 3) : le premier et le dernier étage portent une couche transformer de moins, ce qui compense l&apos;embedding et la tête LM. Nécessite que (couches + 2) se répartisse sur les étages et leurs étages virtuels.</translation>
    </message>
    <message>
        <source>ring (p2p, hidden)</source>
        <translation>anneau (p2p, masqué)</translation>
    </message>
    <message>
        <source>all-gather (exposed)</source>
        <translation>all-gather (exposé)</translation>
    </message>
    <message>
        <source>all-to-all (Ulysses)</source>
        <translation>all-to-all (Ulysses)</translation>
    </message>
    <message>
        <source>CP communication</source>
        <translation>Communication CP</translation>
    </message>
    <message>
        <source>all-gather (behind the first chunk)</source>
        <translation>all-gather (derrière le premier bloc)</translation>
    </message>
    <message>
        <source>ring of all-to-alls</source>
        <translation>anneau d&apos;all-to-alls</translation>
    </message>
    <message>
        <source>Context parallelism (Megatron-Core, torchtitan) splits every sequence over this many GPUs: activations divide by it; the keys and values travel between them as CP communication sets. Needs FlashAttention; gradients are reduced over data x context parallel GPUs.</source>
        <translation>Le parallélisme de contexte (Megatron-Core, torchtitan) répartit chaque séquence sur ce nombre de GPU : les activations sont divisées d&apos;autant ; les clés et les valeurs circulent entre eux comme le règle la communication CP. Nécessite FlashAttention ; les gradients sont réduits sur les GPU données x contexte.</translation>
    </message>
    <message>
        <source>How torchtitan&apos;s context parallelism (PyTorch&apos;s) moves keys and values (--parallelism.context_parallel_rotate_method): one all-gather, waited for after the first chunk&apos;s attention (the default), or a ring of all-to-alls, each step beside one chunk&apos;s attention. The gradients of keys and values go round a ring in fp32 either way.</source>
        <translation>Comment le parallélisme de contexte de torchtitan (celui de PyTorch) déplace les clés et les valeurs (--parallelism.context_parallel_rotate_method) : un all-gather, attendu après l&apos;attention du premier bloc (par défaut), ou un anneau d&apos;all-to-alls, chaque étape à côté de l&apos;attention d&apos;un bloc. Les gradients des clés et des valeurs font le tour d&apos;un anneau en fp32 dans les deux cas.</translation>
    </message>
    <message>
        <source>all-to-all + ring (a2a+p2p)</source>
        <translation>all-to-all + anneau (a2a+p2p)</translation>
    </message>
    <message>
        <source>How context parallelism moves keys and values (Megatron-Core&apos;s --cp-comm-type): a ring of sends beside the attention, which hides them while it lasts; an all-gather before the attention, all of it waited for (the Llama 3 paper&apos;s); all-to-alls that give each GPU the whole sequence for 1/CP of the heads (DeepSpeed-Ulysses), also waited for; or both in two levels, all-to-alls among the GPUs of a node and a ring across the nodes (a2a+p2p).</source>
        <translation>Comment le parallélisme de contexte déplace les clés et les valeurs (--cp-comm-type de Megatron-Core) : un anneau d&apos;envois à côté de l&apos;attention, qui les masque tant qu&apos;elle dure ; un all-gather avant l&apos;attention, attendu en entier (celui de l&apos;article Llama 3) ; des all-to-all qui donnent à chaque GPU toute la séquence pour 1/CP des têtes (DeepSpeed-Ulysses), attendus eux aussi ; ou les deux sur deux niveaux, des all-to-all entre les GPU d&apos;un nœud et un anneau entre les nœuds (a2a+p2p).</translation>
    </message>
    <message>
        <source>Overlap expert all-to-all</source>
        <translation>Recouvrir l&apos;all-to-all des experts</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s combined 1F1B schedule (--overlap-moe-expert-parallel-comm, Megatron-Bridge&apos;s moe_a2a_overlap): one micro-batch&apos;s forward runs beside another&apos;s backward, each one&apos;s all-to-all under the other&apos;s compute; the warm-up and cool-down run unpaired, and one more warm-up chunk stays in flight. Needs Megatron-Core, EP &gt; 1, virtual stages with PP &gt; 1, and no full recomputation; off by default.</source>
        <translation>Ordonnancement 1F1B combiné de Megatron-Core (--overlap-moe-expert-parallel-comm, moe_a2a_overlap de Megatron-Bridge) : le forward d&apos;un micro-batch s&apos;exécute à côté du backward d&apos;un autre, l&apos;all-to-all de chacun sous le calcul de l&apos;autre ; l&apos;échauffement et le refroidissement s&apos;exécutent sans paire, et un chunk d&apos;échauffement de plus reste en vol. Nécessite Megatron-Core, EP &gt; 1, des étages virtuels avec PP &gt; 1 et pas de recalcul complet ; désactivé par défaut.</translation>
    </message>
</context>
<context>
    <name>rooflab::HubCache</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot link %1 to its blob: %2</source>
        <translation>impossible de lier %1 à son blob : %2</translation>
    </message>
    <message>
        <source>the server named the file &quot;%1&quot; at commit &quot;%2&quot;: not a name the cache can hold</source>
        <translation>le serveur a nommé le fichier « %1 » au commit « %2 » : pas un nom que le cache peut contenir</translation>
    </message>
    <message>
        <source>cannot create the folders of %1 in the Hugging Face cache</source>
        <translation>impossible de créer les dossiers de %1 dans le cache Hugging Face</translation>
    </message>
</context>
<context>
    <name>rooflab::HubClient</name>
    <message>
        <source>%1 did not send the config within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)</source>
        <translation>%1 n&apos;a pas envoyé la configuration en %2 s : rien n&apos;a été enregistré (HF_HUB_DOWNLOAD_TIMEOUT fixe l&apos;attente)</translation>
    </message>
    <message>
        <source>HF_ENDPOINT &quot;%1&quot; is not an http(s) address</source>
        <translation>HF_ENDPOINT « %1 » n&apos;est pas une adresse http(s)</translation>
    </message>
    <message>
        <source>the download was cancelled: nothing was stored</source>
        <translation>le téléchargement a été annulé : rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>%1: the server sends %2 MiB, more than the %3 MiB a config.json may have: nothing was stored</source>
        <translation>%1 : le serveur envoie %2 Mio, plus que les %3 Mio qu&apos;un config.json peut avoir : rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)</source>
        <translation>%1 n&apos;a pas répondu en %2 s : rien n&apos;a été enregistré (HF_HUB_DOWNLOAD_TIMEOUT fixe l&apos;attente)</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>impossible de joindre %1 : %2</translation>
    </message>
    <message>
        <source>Nothing was stored.</source>
        <translation>Rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>%1: more than the %2 MiB a config.json may have: nothing was stored</source>
        <translation>%1 : plus que les %2 Mio qu&apos;un config.json peut avoir : rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>%1 did not say which commit (X-Repo-Commit) and file (ETag) it served: not the Hub&apos;s answer, so nothing was stored (check HF_ENDPOINT)</source>
        <translation>%1 n&apos;a pas indiqué quel commit (X-Repo-Commit) ni quel fichier (ETag) il a servi : ce n&apos;est pas une réponse du Hub, donc rien n&apos;a été enregistré (vérifiez HF_ENDPOINT)</translation>
    </message>
    <message>
        <source>%1: a redirect without a valid Location: nothing was stored</source>
        <translation>%1 : une redirection sans Location valide : rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>%1: more than %2 redirects (a redirect loop?) from %3: nothing was stored</source>
        <translation>%1 : plus de %2 redirections (une boucle de redirections ?) depuis %3 : rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>%1: the Hub wants a token (HTTP 401): the model is gated or private, or does not exist. If it is gated, request access on its page %2, then set HF_TOKEN to a token of that account.</source>
        <translation>%1 : le Hub demande un jeton (HTTP 401) : le modèle est à accès restreint ou privé, ou n&apos;existe pas. S&apos;il est à accès restreint, demandez l&apos;accès sur sa page %2, puis mettez dans HF_TOKEN un jeton de ce compte.</translation>
    </message>
    <message>
        <source>%1: the Hub refused this token (HTTP %3): the model is gated or private and the token&apos;s account has no access yet. Request access on the model page %2 (or use a token with read access).</source>
        <translation>%1 : le Hub a refusé ce jeton (HTTP %3) : le modèle est à accès restreint ou privé et le compte du jeton n&apos;y a pas encore accès. Demandez l&apos;accès sur la page du modèle %2 (ou utilisez un jeton avec droit de lecture).</translation>
    </message>
    <message>
        <source>%1: not found (HTTP 404): no such model, revision &quot;%2&quot; or config.json on %3. Check the name and the revision.</source>
        <translation>%1 : introuvable (HTTP 404) : pas de tel modèle, de révision « %2 » ou de config.json sur %3. Vérifiez le nom et la révision.</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2 for %3.</source>
        <translation>%1 : le serveur a répondu HTTP %2 pour %3.</translation>
    </message>
</context>
<context>
    <name>rooflab::HubConfigLoader</name>
    <message>
        <source>%1 has no config.json on the Hub (its cache in %2 says so): not a model RoofLab can read</source>
        <translation>%1 n&apos;a pas de config.json sur le Hub (son cache dans %2 le dit) : pas un modèle que RoofLab peut lire</translation>
    </message>
    <message>
        <source>%1 is not in the Hugging Face cache (%2) and HF_HUB_OFFLINE is set, so nothing was downloaded: unset HF_HUB_OFFLINE once to fetch it</source>
        <translation>%1 n&apos;est pas dans le cache Hugging Face (%2) et HF_HUB_OFFLINE est défini, donc rien n&apos;a été téléchargé : retirez HF_HUB_OFFLINE une fois pour le récupérer</translation>
    </message>
    <message>
        <source>%1: the config.json served is JSON but not an object (a Hugging Face config is one): nothing was stored</source>
        <translation>%1 : le config.json servi est du JSON mais pas un objet (une configuration Hugging Face en est un) : rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>%1: the config.json served is not valid JSON (at byte %2): nothing was stored</source>
        <translation>%1 : le config.json servi n&apos;est pas du JSON valide (à l&apos;octet %2) : rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>%1 was stored in %2 but cannot be found there again</source>
        <translation>%1 a été enregistré dans %2 mais n&apos;y est plus retrouvé</translation>
    </message>
</context>
<context>
    <name>rooflab::HubImportDialog</name>
    <message>
        <source>Import from the Hugging Face Hub</source>
        <translation>Importer depuis le Hub Hugging Face</translation>
    </message>
    <message>
        <source>The model&apos;s name on the Hub, e.g. meta-llama/Llama-3.1-8B, or ORG/NAME@REVISION. Models already in your Hugging Face cache (%1) complete as you type; any other&apos;s config.json is downloaded into it.</source>
        <translation>Le nom du modèle sur le Hub, p. ex. meta-llama/Llama-3.1-8B, ou ORG/NAME@REVISION. Les modèles déjà dans votre cache Hugging Face (%1) se complètent pendant la saisie ; le config.json de tout autre y est téléchargé.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Looking for %1...</source>
        <translation>Recherche de %1...</translation>
    </message>
</context>
<context>
    <name>rooflab::HubModelName</name>
    <message>
        <source>&quot;%1&quot; is not a model name on the Hugging Face Hub: ORG/NAME or ORG/NAME@REVISION, e.g. meta-llama/Llama-3.1-8B (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation>« %1 » n&apos;est pas un nom de modèle sur le Hub Hugging Face : ORG/NAME ou ORG/NAME@REVISION, p. ex. meta-llama/Llama-3.1-8B (lettres, chiffres, &apos;-&apos;, &apos;_&apos; et &apos;.&apos;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision: a branch, a tag or a commit hash, e.g. main</source>
        <translation>« %1 » n&apos;est pas une révision : une branche, une étiquette ou un hash de commit, p. ex. main</translation>
    </message>
</context>
<context>
    <name>rooflab::InferenceControls</name>
    <message>
        <source>train</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>préremplissage</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>décodage</translation>
    </message>
    <message>
        <source>Roofline and inference</source>
        <translation>Roofline et inférence</translation>
    </message>
    <message>
        <source>Roofline phase</source>
        <translation>Phase du roofline</translation>
    </message>
    <message>
        <source>Which step the roofline places its operations for: a training step, a prefill (the whole prompt at once, compute bound) or one decode step (one token per sequence, memory bound).</source>
        <translation>L&apos;étape pour laquelle le roofline place ses opérations&#xa0;: un pas d&apos;entraînement, un préremplissage (tout le prompt d&apos;un coup, limité par le calcul) ou un pas de décodage (un token par séquence, limité par la mémoire).</translation>
    </message>
    <message>
        <source>Inference batch</source>
        <translation>Batch d&apos;inférence</translation>
    </message>
    <message>
        <source>Sequences served together. Decode reads the weights once per step for the whole batch, so a larger batch raises arithmetic intensity.</source>
        <translation>Séquences servies ensemble. Le décodage lit les poids une fois par pas pour tout le batch&#xa0;: un batch plus grand augmente donc l&apos;intensité arithmétique.</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>Contexte (tokens)</translation>
    </message>
    <message>
        <source>Tokens held in the KV cache per sequence (prompt + generated).</source>
        <translation>Tokens conservés dans le cache KV par séquence (prompt + tokens générés).</translation>
    </message>
    <message>
        <source>KV cache dtype</source>
        <translation>Dtype du cache KV</translation>
    </message>
    <message>
        <source>Storage format of the cached keys and values: fp8 halves the KV cache of bf16.</source>
        <translation>Format de stockage des clés et valeurs en cache&#xa0;: fp8 divise par deux le cache KV par rapport à bf16.</translation>
    </message>
    <message>
        <source>Serving weights</source>
        <translation>Poids en inférence</translation>
    </message>
    <message>
        <source>vLLM memory share</source>
        <translation>part mémoire de vLLM</translation>
    </message>
    <message>
        <source>GPU memory utilization (vLLM)</source>
        <translation>utilisation mémoire du GPU (vLLM)</translation>
    </message>
    <message>
        <source>The share of the card&apos;s memory vLLM may use (--gpu-memory-utilization, 0.9 by default): what is left of it after the weights and the profiling run&apos;s activations becomes the KV cache.</source>
        <translation>La part de la mémoire de la carte que vLLM peut utiliser (--gpu-memory-utilization, 0,9 par défaut) : ce qui reste après les poids et les activations du profilage devient le cache KV.</translation>
    </message>
    <message>
        <source>Storage format of the weights when serving. Quantised formats (fp8, int8, int4 as GPTQ/AWQ store it with a scale per 128 values, nf4 as bitsandbytes stores it) shrink the blocks&apos; matrices and the bytes decode must read; embeddings, head and norms stay bf16. nf4 is dequantised to bf16 before each matmul of more than one token.</source>
        <translation>Format de stockage des poids au service. Les formats quantifiés (fp8, int8, int4 tel que GPTQ/AWQ le stockent avec une échelle pour 128 valeurs, nf4 tel que bitsandbytes le stocke) réduisent les matrices des blocs et les octets que le décodage doit lire ; embeddings, tête et normes restent en bf16. nf4 est déquantifié en bf16 avant chaque multiplication matricielle de plus d’un jeton.</translation>
    </message>
</context>
<context>
    <name>rooflab::LogSlider</name>
    <message>
        <source> (typed value)</source>
        <translation> (valeur saisie)</translation>
    </message>
    <message>
        <source>
Type an exact value; suffixes k, M, B and T are understood.</source>
        <translation>
Saisissez une valeur exacte&#xa0;; les suffixes k, M, B et T sont reconnus.</translation>
    </message>
    <message>
        <source>%1 is outside the range %2 to %3: the value stays %4.</source>
        <translation>%1 est hors de la plage %2 à %3 : la valeur reste %4.</translation>
    </message>
</context>
<context>
    <name>rooflab::MainMenus</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Load Results...</source>
        <translation>&amp;Charger des résultats...</translation>
    </message>
    <message>
        <source>Load bench results (JSON) measured here or on another machine</source>
        <translation>Charger des résultats de benchmark (JSON) mesurés ici ou sur une autre machine</translation>
    </message>
    <message>
        <source>&amp;Lectures</source>
        <translation>&amp;Cours</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Formulas</source>
        <translation>&amp;Formules</translation>
    </message>
    <message>
        <source>Every formula RoofLab uses, with its source</source>
        <translation>Toutes les formules utilisées par RoofLab, avec leur source</translation>
    </message>
    <message>
        <source>&amp;About RoofLab</source>
        <translation>À &amp;propos de RoofLab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Export Chart...</source>
        <translation>E&amp;xporter le graphique...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>&amp;Copier le graphique</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <source>Full screen with large fonts and thick lines for a projector</source>
        <translation>Plein écran avec de grandes polices et des traits épais, pour un vidéoprojecteur</translation>
    </message>
    <message>
        <source>&amp;Light Theme</source>
        <translation>Thème &amp;clair</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>Thème &amp;sombre</translation>
    </message>
    <message>
        <source>Units: &amp;GiB (2^30 bytes)</source>
        <translation>Unités&#xa0;: &amp;GiB (2^30 octets)</translation>
    </message>
    <message>
        <source>Units: G&amp;B (10^9 bytes)</source>
        <translation>Unités&#xa0;: G&amp;B (10^9 octets)</translation>
    </message>
    <message>
        <source>&amp;Number Formats</source>
        <translation>Formats &amp;numériques</translation>
    </message>
    <message>
        <source>Bit layouts, ranges and rounding of FP32 down to FP4</source>
        <translation>Disposition des bits, plages et arrondi, de FP32 à FP4</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Import Model Config...</source>
        <translation>&amp;Importer une configuration de modèle...</translation>
    </message>
    <message>
        <source>Use a Hugging Face config.json as the model (Llama, Mistral, Qwen, Gemma, ...)</source>
        <translation>Utiliser un config.json de Hugging Face comme modèle (Llama, Mistral, Qwen, Gemma, ...)</translation>
    </message>
    <message>
        <source>&amp;Measured on a Real GPU</source>
        <translation>&amp;Mesuré sur un vrai GPU</translation>
    </message>
    <message>
        <source>GEMM, bandwidth and intensity sweeps measured with rooflab-bench, shipped with RoofLab</source>
        <translation>Balayages GEMM, bande passante et intensité mesurés avec rooflab-bench, fournis avec RoofLab</translation>
    </message>
    <message>
        <source>%1, measured %2</source>
        <translation>%1, mesurée le %2</translation>
    </message>
    <message>
        <source>&amp;Next Lecture</source>
        <translation>Cours &amp;suivant</translation>
    </message>
    <message>
        <source>Open the next lecture scenario</source>
        <translation>Ouvrir le scénario du cours suivant</translation>
    </message>
    <message>
        <source>&amp;Previous Lecture</source>
        <translation>Cours &amp;précédent</translation>
    </message>
    <message>
        <source>Open the previous lecture scenario</source>
        <translation>Ouvrir le scénario du cours précédent</translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation>&amp;Exercices</translation>
    </message>
    <message>
        <source>Questions on the lecture scenarios: answer by dragging the controls, RoofLab checks the answer and shows the derivation</source>
        <translation>Questions sur les scénarios des cours : répondez en faisant glisser les commandes ; RoofLab vérifie la réponse et montre la dérivation</translation>
    </message>
    <message>
        <source>Import from the &amp;Hub...</source>
        <translation>Importer depuis le &amp;Hub...</translation>
    </message>
    <message>
        <source>A Hugging Face model by its name (ORG/NAME), from your Hugging Face cache or downloaded into it</source>
        <translation>Un modèle Hugging Face par son nom (ORG/NAME), depuis votre cache Hugging Face ou téléchargé dans celui-ci</translation>
    </message>
    <message>
        <source>Compare &amp;with File...</source>
        <translation>Comparer a&amp;vec un fichier...</translation>
    </message>
    <message>
        <source>A saved scenario beside this one: memory, step time, MFU, time, cost and the settings that differ</source>
        <translation>Un scénario enregistré à côté de celui-ci : mémoire, temps par étape, MFU, durée, coût et les réglages qui diffèrent</translation>
    </message>
    <message>
        <source>%1, %3 training-shaped products, measured %2</source>
        <translation>%1, %3 produits aux formes d&apos;entraînement, mesurée le %2</translation>
    </message>
    <message>
        <source>%1, decode probes, measured %2</source>
        <translation>%1, sondes de décodage, mesurée le %2</translation>
    </message>
</context>
<context>
    <name>rooflab::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Napkin math</source>
        <translation>Ordres de grandeur</translation>
    </message>
    <message>
        <source>GPU benchmark</source>
        <translation>Benchmark GPU</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Formats numériques</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>%1[*] - RoofLab</source>
        <translation>%1[*] - RoofLab</translation>
    </message>
    <message>
        <source>Cannot export chart</source>
        <translation>Impossible d&apos;exporter le graphique</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Chart copied (1920 x 1080)</source>
        <translation>Graphique copié (1920 x 1080)</translation>
    </message>
    <message>
        <source>Cannot copy chart</source>
        <translation>Impossible de copier le graphique</translation>
    </message>
    <message>
        <source>The clipboard is not available.</source>
        <translation>Le presse-papiers n&apos;est pas disponible.</translation>
    </message>
    <message>
        <source>About RoofLab</source>
        <translation>À propos de RoofLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RoofLab %1&lt;/h3&gt;&lt;p&gt;Will this model fit on the GPU, and will it be fast? Training and inference memory, FLOPs and the roofline of one scenario.&lt;/p&gt;&lt;p&gt;Copyright the RoofLab authors. RoofLab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Charts drawn with &lt;a href=&quot;https://www.qcustomplot.com/&quot;&gt;QCustomPlot&lt;/a&gt; by Emanuel Eichhammer (GPL-3.0). Built with Qt %2 and nlohmann/json.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RoofLab %1&lt;/h3&gt;&lt;p&gt;Ce modèle tiendra-t-il sur le GPU, et sera-t-il rapide&#xa0;? Mémoire d&apos;entraînement et d&apos;inférence, FLOPs et roofline d&apos;un scénario.&lt;/p&gt;&lt;p&gt;Copyright les auteurs de RoofLab. RoofLab est un logiciel libre&#xa0;: vous pouvez le redistribuer et/ou le modifier selon les termes de la GNU General Public License telle que publiée par la Free Software Foundation, soit la version 3 de la licence, soit (à votre choix) toute version ultérieure (GPL-3.0-or-later). Il est fourni SANS AUCUNE GARANTIE.&lt;/p&gt;&lt;p&gt;Graphiques dessinés avec &lt;a href=&quot;https://www.qcustomplot.com/&quot;&gt;QCustomPlot&lt;/a&gt; d&apos;Emanuel Eichhammer (GPL-3.0). Construit avec Qt %2 et nlohmann/json.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The scenario %1 has changes that are not saved. Save them first?</source>
        <translation>Le scénario %1 contient des modifications non enregistrées. Les enregistrer d’abord ?</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Exercices</translation>
    </message>
</context>
<context>
    <name>rooflab::MemoryChart</name>
    <message>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>weights gathered (ZeRO-3)</source>
        <translation>poids rassemblés (ZeRO-3)</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>master weights</source>
        <translation>poids maîtres</translation>
    </message>
    <message>
        <source>optimizer: %1</source>
        <translation>optimiseur&#xa0;: %1</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <source>%1 model</source>
        <translation>modèle %1</translation>
    </message>
    <message>
        <source>(ZeRO-3: 1 GPU)</source>
        <translation>(ZeRO-3&#xa0;: 1 GPU)</translation>
    </message>
    <message>
        <source>(ZeRO-3: ≥ %1 GPUs)</source>
        <translation>(ZeRO-3&#xa0;: ≥ %1 GPU)</translation>
    </message>
    <message>
        <source>Inference: fits, %1 free</source>
        <translation>Inférence&#xa0;: tient, %1 libres</translation>
    </message>
    <message>
        <source>Inference: does not fit, %1 over</source>
        <translation>Inférence&#xa0;: ne tient pas, %1 de trop</translation>
    </message>
    <message>
        <source>each of %1 GPUs (training)</source>
        <translation>chacun des %1 GPU (entraînement)</translation>
    </message>
    <message>
        <source>GPU (training)</source>
        <translation>GPU (entraînement)</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>Memory per GPU — %1 on %2</source>
        <translation>Mémoire par GPU — %1 sur %2</translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation>capacité %1</translation>
    </message>
    <message>
        <source>%1
%2 over</source>
        <translation>%1
%2 de trop</translation>
    </message>
    <message>
        <source>memory per GPU (%1)</source>
        <translation>mémoire par GPU (%1)</translation>
    </message>
    <message>
        <source>16-bit weight copies (autocast)</source>
        <translation>poids en 16 bits (autocast)</translation>
    </message>
    <message>
        <source>optimizer scratch</source>
        <translation>temporaires de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>layer being recomputed</source>
        <translation>couche en cours de recalcul</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>loss buffers</source>
        <translation>tampons de la perte</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>passe avant</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>passe arrière</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>pas de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>peak: %1</source>
        <translation>pic&#xa0;: %1</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), fits, %3 free</source>
        <translation>Entraînement&#xa0;: pic de %1 (%2), tient, %3 libres</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), needs ≥ %3 GPUs with this strategy</source>
        <translation>Entraînement&#xa0;: pic de %1 (%2), nécessite ≥ %3 GPU avec cette stratégie</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit with this strategy at any GPU count</source>
        <translation>Entraînement&#xa0;: pic de %1 (%2), ne tient pour aucun nombre de GPU avec cette stratégie</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>adaptateurs LoRA</translation>
    </message>
    <message>
        <source>CUDA, NCCL + allocator</source>
        <translation>CUDA, NCCL + allocateur</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2) fits the GPU, but the host needs %3 per node, %4 over its RAM</source>
        <translation>Entraînement : pic %1 (%2) tient sur le GPU, mais l&apos;hôte a besoin de %3 par nœud, %4 au-delà de sa RAM</translation>
    </message>
    <message>
        <source>host RAM per node: %1 of %2</source>
        <translation>RAM hôte par nœud : %1 sur %2</translation>
    </message>
    <message>
        <source>host RAM per node: %1</source>
        <translation>RAM hôte par nœud : %1</translation>
    </message>
    <message>
        <source>host RAM per node (%1 GPUs)</source>
        <translation>RAM hôte par nœud (%1 GPU)</translation>
    </message>
    <message>
        <source>host RAM (offload)</source>
        <translation>RAM hôte (déchargement)</translation>
    </message>
    <message>
        <source>pinned swap buffers (host)</source>
        <translation>tampons d&apos;échange épinglés (hôte)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>host RAM not known</source>
        <translation>RAM hôte inconnue</translation>
    </message>
    <message>
        <source>+ %1 on NVMe</source>
        <translation>+ %1 sur NVMe</translation>
    </message>
    <message>
        <source>memory (%1)</source>
        <translation>mémoire (%1)</translation>
    </message>
    <message>
        <source>FP8/FP4 weight copies</source>
        <translation>copies des poids FP8/FP4</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), tight: fits only while the allocator reserve and NCCL buffers stay below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>Entraînement : pic de %1 (%2), juste : ne tient que tant que la réserve de l’allocateur et les tampons NCCL restent sous %3 (estimé : %4) ; définir PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), tight: fits only while the allocator reserve stays below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>Entraînement : pic de %1 (%2), juste : ne tient que tant que la réserve de l’allocateur reste sous %3 (estimé : %4) ; définir PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</translation>
    </message>
    <message>
        <source>runtime memory set to %1, not estimated</source>
        <translation>mémoire d’exécution fixée à %1, non estimée</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit on 1 GPU</source>
        <translation>Entraînement : pic %1 (%2), ne tient pas sur 1 GPU</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit on %3 GPUs</source>
        <translation>Entraînement : pic %1 (%2), ne tient pas sur %3 GPU</translation>
    </message>
    <message>
        <source>training: %1 pipeline stages of %2 GPUs each</source>
        <translation>entraînement&#xa0;: %1 étages du pipeline de %2 GPU chacun</translation>
    </message>
    <message>
        <source>first stage</source>
        <translation>premier étage</translation>
    </message>
    <message>
        <source>last stage</source>
        <translation>dernier étage</translation>
    </message>
    <message>
        <source>middle stages</source>
        <translation>étages intermédiaires</translation>
    </message>
</context>
<context>
    <name>rooflab::Messages</name>
    <message>
        <source>must be &gt;= 1, got %1</source>
        <translation>doit être &gt;= 1, reçu %1</translation>
    </message>
    <message>
        <source>must be &lt;= %1, got %2</source>
        <translation>doit être &lt;= %1, reçu %2</translation>
    </message>
    <message>
        <source>must divide heads (%1), got %2</source>
        <translation>doit diviser le nombre de têtes (%1), reçu %2</translation>
    </message>
    <message>
        <source>must be &gt;= 0, got %1</source>
        <translation>doit être &gt;= 0, reçu %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>doit être compris entre %1 et %2, reçu %3</translation>
    </message>
    <message>
        <source>must be between 1 and experts (%1), got %2</source>
        <translation>doit être compris entre 1 et le nombre d&apos;experts (%1), reçu %2</translation>
    </message>
    <message>
        <source>must be between %1 and %2 parameters, got %3</source>
        <translation>doit être compris entre %1 et %2 paramètres, reçu %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2 tokens, got %3</source>
        <translation>doit être compris entre %1 et %2 tokens, reçu %3</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3, got %1</source>
        <translation>doit valoir 0, 1, 2 ou 3, reçu %1</translation>
    </message>
    <message>
        <source>must be at least tp x pp = %1, got %2</source>
        <translation>doit être au moins égal à tp x pp = %1, reçu %2</translation>
    </message>
    <message>
        <source>cannot exceed the model&apos;s %1 layers, got %2</source>
        <translation>ne peut pas dépasser les %1 couches du modèle, reçu %2</translation>
    </message>
    <message>
        <source>GPU memory must be &gt; 0</source>
        <translation>la mémoire du GPU doit être &gt; 0</translation>
    </message>
    <message>
        <source>GPU bandwidth must be &gt; 0</source>
        <translation>la bande passante du GPU doit être &gt; 0</translation>
    </message>
    <message>
        <source>%1 has no %2 peak; choose another precision or GPU</source>
        <translation>%1 n&apos;a pas de performance crête en %2&#xa0;; choisissez une autre précision ou un autre GPU</translation>
    </message>
    <message>
        <source>must be between %1 and %2 GiB, got %3</source>
        <translation>doit être compris entre %1 et %2 GiB, reçu %3</translation>
    </message>
    <message>
        <source>must be in (0, 1], got %1</source>
        <translation>doit être dans l&apos;intervalle ]0, 1], reçu %1</translation>
    </message>
    <message>
        <source>%1 is not a multiple of tp x pp = %2; the remainder is idle</source>
        <translation>%1 n&apos;est pas un multiple de tp x pp = %2&#xa0;; l&apos;excédent reste inactif</translation>
    </message>
    <message>
        <source>above 1M tokens, activations and attention FLOPs are extrapolated</source>
        <translation>au-delà de 1M tokens, les activations et les FLOPs d&apos;attention sont extrapolés</translation>
    </message>
    <message>
        <source>without FlashAttention the s x s attention scores dominate memory</source>
        <translation>sans FlashAttention, les scores d&apos;attention s x s dominent la mémoire</translation>
    </message>
    <message>
        <source>%1 gives no FP32 rate; non-matmul operations use the %2 ceiling on the roofline</source>
        <translation>%1 n&apos;indique pas de débit FP32&#xa0;; les opérations hors matmul utilisent le plafond %2 sur le roofline</translation>
    </message>
    <message>
        <source>got null</source>
        <translation>reçu null</translation>
    </message>
    <message>
        <source>got an object</source>
        <translation>reçu un objet</translation>
    </message>
    <message>
        <source>got an array</source>
        <translation>reçu un tableau</translation>
    </message>
    <message>
        <source>got true</source>
        <translation>reçu true</translation>
    </message>
    <message>
        <source>got false</source>
        <translation>reçu false</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>reçu %1</translation>
    </message>
    <message>
        <source>unknown key (ignored)</source>
        <translation>clé inconnue (ignorée)</translation>
    </message>
    <message>
        <source>expected an integer, %1</source>
        <translation>attendu un entier, %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, %3</source>
        <translation>doit être compris entre %1 et %2, %3</translation>
    </message>
    <message>
        <source>expected a number, %1</source>
        <translation>attendu un nombre, %1</translation>
    </message>
    <message>
        <source>expected true or false, %1</source>
        <translation>attendu true ou false, %1</translation>
    </message>
    <message>
        <source>expected a string, %1</source>
        <translation>attendu une chaîne, %1</translation>
    </message>
    <message>
        <source>expected one of %1, %2</source>
        <translation>attendu une valeur parmi %1, %2</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of %2</source>
        <translation>valeur &quot;%1&quot; inconnue&#xa0;; attendu une valeur parmi %2</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;</source>
        <translation>préréglage &quot;%1&quot; inconnu</translation>
    </message>
    <message>
        <source>expected an object or a preset name, %1</source>
        <translation>attendu un objet ou un nom de préréglage, %1</translation>
    </message>
    <message>
        <source>give either a preset or a size-only parameter count, not both</source>
        <translation>indiquez soit un préréglage, soit uniquement un nombre de paramètres, pas les deux</translation>
    </message>
    <message>
        <source>required for an explicit architecture (or give &quot;preset&quot; or &quot;params&quot;)</source>
        <translation>obligatoire pour une architecture explicite (ou indiquez &quot;preset&quot; ou &quot;params&quot;)</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;; expected %2 or an object</source>
        <translation>préréglage &quot;%1&quot; inconnu&#xa0;; attendu %2 ou un objet</translation>
    </message>
    <message>
        <source>expected a preset name or an object, %1</source>
        <translation>attendu un nom de préréglage ou un objet, %1</translation>
    </message>
    <message>
        <source>expected an object, %1</source>
        <translation>attendu un objet, %1</translation>
    </message>
    <message>
        <source>give either a database id or a custom GPU, not both</source>
        <translation>indiquez soit un identifiant de la base de données, soit un GPU personnalisé, pas les deux</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;; known: %2</source>
        <translation>GPU &quot;%1&quot; inconnu&#xa0;; GPU connus&#xa0;: %2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, %1</source>
        <translation>attendu un objet JSON au niveau racine, %1</translation>
    </message>
    <message>
        <source>missing; read as version %1</source>
        <translation>absent&#xa0;; lu comme version %1</translation>
    </message>
    <message>
        <source>this RoofLab reads scenario version %1, the file is version %2</source>
        <translation>cette version de RoofLab lit les scénarios en version %1, le fichier est en version %2</translation>
    </message>
    <message>
        <source>unknown dtype &quot;%1&quot;</source>
        <translation>dtype &quot;%1&quot; inconnu</translation>
    </message>
    <message>
        <source>expected &quot;major.minor&quot;, got &quot;%1&quot;</source>
        <translation>attendu &quot;major.minor&quot;, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;gemm&quot;, &quot;stream&quot; or &quot;intensity&quot;, got &quot;%1&quot;</source>
        <translation>attendu &quot;gemm&quot;, &quot;stream&quot; ou &quot;intensity&quot;, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>attendu un objet JSON</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>attendu &quot;%1&quot;, reçu &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unsupported version %1 (this build reads 1 to %2)</source>
        <translation>version %1 non prise en charge (cette version lit 1 à %2)</translation>
    </message>
    <message>
        <source>expected an array, %1</source>
        <translation>tableau attendu, %1</translation>
    </message>
    <message>
        <source>expected at least one positive peak</source>
        <translation>au moins une crête positive attendue</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>identifiant en double « %1 »</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>champ obligatoire manquant</translation>
    </message>
    <message>
        <source>must be at least %1, %2</source>
        <translation>doit valoir au moins %1, %2</translation>
    </message>
    <message>
        <source>must be greater than %1 and at most %2, %3</source>
        <translation>doit être supérieur à %1 et au plus %2, %3</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>chaîne non vide attendue</translation>
    </message>
    <message>
        <source>expected an object of dtype: number, %1</source>
        <translation>objet type de donnée : nombre attendu, %1</translation>
    </message>
    <message>
        <source>dtype &quot;%1&quot; given twice</source>
        <translation>type de donnée « %1 » donné deux fois</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>JSON invalide à l’octet %1 : %2</translation>
    </message>
    <message>
        <source>expected 1, %1</source>
        <translation>1 attendu, %1</translation>
    </message>
    <message>
        <source>latent attention needs qk_rope_head_dim + qk_nope_head_dim &gt;= 1 and v_head_dim &gt;= 1</source>
        <translation>l&apos;attention latente exige qk_rope_head_dim + qk_nope_head_dim &gt;= 1 et v_head_dim &gt;= 1</translation>
    </message>
    <message>
        <source>missing, needed for the parameter count</source>
        <translation>manquant, nécessaire au nombre de paramètres</translation>
    </message>
    <message>
        <source>the parameter count does not support this value yet, %1</source>
        <translation>le décompte des paramètres ne prend pas encore en charge cette valeur, %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported yet; supported: %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas encore pris en charge&#xa0;; pris en charge&#xa0;: %2</translation>
    </message>
    <message>
        <source>give either hf_config or %1, not both</source>
        <translation>indiquez hf_config ou %1, pas les deux</translation>
    </message>
    <message>
        <source>expected a non-empty list of q, k, v, o, gate, up, down, %1</source>
        <translation>liste non vide de q, k, v, o, gate, up, down attendue, %1</translation>
    </message>
    <message>
        <source>this shape has %1 parameters; at most %2 are supported</source>
        <translation>cette forme a %1 paramètres ; au plus %2 sont pris en charge</translation>
    </message>
    <message>
        <source>must divide the model&apos;s %1 experts, got %2</source>
        <translation>doit diviser les %1 experts du modèle, reçu %2</translation>
    </message>
    <message>
        <source>ep x etp = %1 GPUs must fit in the %2 GPUs of a pipeline stage</source>
        <translation>ep x etp = %1 GPU doivent tenir dans les %2 GPU d’un étage de pipeline</translation>
    </message>
    <message>
        <source>the model has no routed experts; expert parallelism is ignored</source>
        <translation>le modèle n’a pas d’experts routés ; le parallélisme d’experts est ignoré</translation>
    </message>
    <message>
        <source>the %1 GPUs of a pipeline stage are not a multiple of ep x etp = %2; Megatron refuses this layout</source>
        <translation>les %1 GPU d’un étage de pipeline ne sont pas un multiple de ep x etp = %2 ; Megatron refuse cette disposition</translation>
    </message>
    <message>
        <source>tp x pp x cp = %1 GPUs exceed the %2 GPUs</source>
        <translation>tp x pp x cp = %1 GPU dépassent les %2 GPU</translation>
    </message>
    <message>
        <source>the sequence of %1 tokens does not split into %2 equal chunks</source>
        <translation>la séquence de %1 jetons ne se divise pas en %2 blocs égaux</translation>
    </message>
    <message>
        <source>context parallelism needs FlashAttention (ring attention merges its partial results)</source>
        <translation>le parallélisme de contexte nécessite FlashAttention (l&apos;attention en anneau fusionne des résultats partiels)</translation>
    </message>
    <message>
        <source>%1 is not a multiple of tp x pp x cp = %2; the remainder is idle</source>
        <translation>%1 n&apos;est pas un multiple de tp x pp x cp = %2 ; le reste est inactif</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... et %1 autres problèmes</translation>
    </message>
    <message>
        <source>expected a dtype or &quot;none&quot;, %1</source>
        <translation>type de données ou &quot;none&quot; attendu, %1</translation>
    </message>
    <message>
        <source>the optimizer moves to the host with ZeRO stage 1 or more (it updates its own partition there), got stage %1</source>
        <translation>l&apos;optimiseur passe sur l&apos;hôte à partir de l&apos;étape ZeRO 1 (il y met à jour sa propre partition), reçu : étape %1</translation>
    </message>
    <message>
        <source>parameters move to the host with ZeRO stage 3 and the optimizer offloaded</source>
        <translation>les paramètres passent sur l&apos;hôte avec l&apos;étape ZeRO 3 et l&apos;optimiseur déchargé</translation>
    </message>
    <message>
        <source>the gradient partition lives where the optimizer runs: &quot;cpu&quot; with an offloaded optimizer, else &quot;none&quot;</source>
        <translation>la partition des gradients se trouve là où tourne l&apos;optimiseur : &quot;cpu&quot; avec un optimiseur déchargé, sinon &quot;none&quot;</translation>
    </message>
    <message>
        <source>activations move to the host&apos;s memory only (&quot;cpu&quot;)</source>
        <translation>les activations ne passent que dans la mémoire hôte (&quot;cpu&quot;)</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 learned positions (a position table has no row beyond it)</source>
        <translation>%1 tokens dépassent les %2 positions apprises du modèle (une table de positions n’a pas de ligne au-delà)</translation>
    </message>
    <message>
        <source>%1 tokens are beyond the %2 the model was trained for; training there extends its context (RoPE scaling)</source>
        <translation>%1 tokens dépassent les %2 pour lesquels le modèle a été entraîné ; y entraîner étend son contexte (mise à l’échelle RoPE)</translation>
    </message>
    <message>
        <source>%1 tokens are beyond the model&apos;s %2-token context; vLLM refuses a longer max_model_len unless told to</source>
        <translation>%1 tokens dépassent le contexte de %2 tokens du modèle ; vLLM refuse un max_model_len plus long sauf indication contraire</translation>
    </message>
    <message>
        <source>latent attention has kv_heads = heads and head_dim = qk_nope_head_dim + qk_rope_head_dim (%1)</source>
        <translation>l&apos;attention latente a kv_heads = heads et head_dim = qk_nope_head_dim + qk_rope_head_dim (%1)</translation>
    </message>
    <message>
        <source>expected a list of %1, %2</source>
        <translation>liste de %1 attendue, %2</translation>
    </message>
    <message>
        <source>unknown module %1; expected some of %2</source>
        <translation>module inconnu %1 ; attendu : certains parmi %2</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s modules apply with &quot;checkpointing&quot;: &quot;selective&quot; and the megatron implementation only</source>
        <translation>les modules de Megatron-Core ne s’appliquent qu’avec &quot;checkpointing&quot;: &quot;selective&quot; et l’implémentation megatron</translation>
    </message>
    <message>
        <source>%1 is odd: the LM head&apos;s 16-bit products run cuBLAS&apos;s unaligned kernels, about a sixth of the aligned speed on an H100; a vocabulary padded to a multiple of 64 (%2) avoids that</source>
        <translation>%1 est impair : les produits 16 bits de la tête LM passent par les noyaux non alignés de cuBLAS, environ un sixième de la vitesse alignée sur une H100 ; un vocabulaire complété à un multiple de 64 (%2) l’évite</translation>
    </message>
    <message>
        <source>torch.compile applies to the PyTorch implementations (torchtitan, llm-foundry, pytorch-eager, pytorch-sdpa), not to Megatron&apos;s code</source>
        <translation>torch.compile s&apos;applique aux implémentations PyTorch (torchtitan, llm-foundry, pytorch-eager, pytorch-sdpa), pas au code de Megatron</translation>
    </message>
    <message>
        <source>expected &quot;fp32&quot; or &quot;bf16&quot;</source>
        <translation>attendu &quot;fp32&quot; ou &quot;bf16&quot;</translation>
    </message>
    <message>
        <source>%1 gives no board power (power_w); the limit is ignored</source>
        <translation>%1 n&apos;indique pas la puissance de la carte (power_w) ; la limite est ignorée</translation>
    </message>
    <message>
        <source>%1 W is above the board&apos;s %2 W; the board&apos;s limit applies</source>
        <translation>%1 W dépasse les %2 W de la carte ; la limite de la carte s&apos;applique</translation>
    </message>
    <message>
        <source>%1 W of the board&apos;s %2 W: the sustained SM clock and every compute peak of the step time are taken as %3 of the datasheet&apos;s ((limit / board)^(1/3), assumed); memory bandwidth is not derated</source>
        <translation>%1 W sur les %2 W de la carte : l&apos;horloge SM soutenue et chaque crête de calcul du temps de pas sont prises à %3 de celles de la fiche technique ((limite / carte)^(1/3), supposé) ; la bande passante mémoire n&apos;est pas réduite</translation>
    </message>
    <message>
        <source>must be a power above 0 W and at most %1 W, got %2</source>
        <translation>doit être une puissance supérieure à 0 W et d&apos;au plus %1 W, reçu %2</translation>
    </message>
    <message>
        <source>has no effect without tensor parallelism (tp &gt; 1) and sequence parallelism; Megatron-Core refuses it without sequence parallelism</source>
        <translation>n’a aucun effet sans parallélisme tensoriel (tp &gt; 1) et parallélisme de séquence ; Megatron-Core le refuse sans parallélisme de séquence</translation>
    </message>
    <message>
        <source>applies to ZeRO-3/FSDP only (zero 3); it has no effect here</source>
        <translation>ne s’applique qu’à ZeRO-3/FSDP (zero 3) ; ici, il n’a aucun effet</translation>
    </message>
    <message>
        <source>has no effect: it needs FP8 compute (fp8-e4m3 or fp8-e5m2) under ZeRO-3/FSDP (zero 3)</source>
        <translation>n’a aucun effet : il exige le calcul FP8 (fp8-e4m3 ou fp8-e5m2) sous ZeRO-3/FSDP (zero 3)</translation>
    </message>
    <message>
        <source>&quot;op-selective&quot; is modelled for dense models; a mixture of experts&apos; grouped GEMMs are not (choose &quot;selective&quot; or &quot;full&quot;)</source>
        <translation>&quot;op-selective&quot; est modélisé pour les modèles denses ; les GEMM groupées d’un mélange d’experts ne le sont pas (choisissez &quot;selective&quot; ou &quot;full&quot;)</translation>
    </message>
    <message>
        <source>&quot;op-selective&quot; is not modelled for latent attention (choose &quot;selective&quot; or &quot;full&quot;)</source>
        <translation>&quot;op-selective&quot; n’est pas modélisé pour l’attention latente (choisissez &quot;selective&quot; ou &quot;full&quot;)</translation>
    </message>
    <message>
        <source>must be at least min (%1), got %2</source>
        <translation>doit valoir au moins min (%1), vaut %2</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>tensor parallelism searched within a node (tp up to %1)</source>
        <translation>parallélisme de tenseurs exploré au sein d&apos;un nœud (tp jusqu&apos;à %1)</translation>
    </message>
    <message>
        <source>micro-batches of at most %1 sequences</source>
        <translation>micro-lots d&apos;au plus %1 séquences</translation>
    </message>
    <message>
        <source>at most %1 virtual stages per pipeline stage</source>
        <translation>au plus %1 étages virtuels par étage de pipeline</translation>
    </message>
    <message>
        <source>search bounded from %1 to %2 layouts: %3</source>
        <translation>recherche bornée de %1 à %2 dispositions : %3</translation>
    </message>
    <message>
        <source>exposed data-parallel reduce-scatter</source>
        <translation>reduce-scatter du parallélisme de données exposé</translation>
    </message>
    <message>
        <source>exposed data-parallel all-reduce</source>
        <translation>all-reduce du parallélisme de données exposé</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>recalcul</translation>
    </message>
    <message>
        <source>exposed ZeRO all-gathers</source>
        <translation>all-gathers ZeRO exposés</translation>
    </message>
    <message>
        <source>exposed tensor-parallel communication</source>
        <translation>communication du parallélisme de tenseurs exposée</translation>
    </message>
    <message>
        <source>exposed pipeline send/receive</source>
        <translation>envoi/réception du pipeline exposé</translation>
    </message>
    <message>
        <source>exposed expert all-to-all</source>
        <translation>all-to-all des experts exposé</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>bulle du pipeline</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>pas de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>exposed offload copies</source>
        <translation>copies de déchargement exposées</translation>
    </message>
    <message>
        <source>compute slowed by overlapped communication</source>
        <translation>calcul ralenti par la communication superposée</translation>
    </message>
    <message>
        <source>best</source>
        <translation>la meilleure</translation>
    </message>
    <message>
        <source>%1: ties the best</source>
        <translation>%1 : à égalité avec la meilleure</translation>
    </message>
    <message>
        <source>the scenario has no plan block (give plan.global_batch)</source>
        <translation>le scénario n&apos;a pas de bloc plan (indiquez plan.global_batch)</translation>
    </message>
    <message>
        <source>must be at least 1 sequence, got %1</source>
        <translation>doit valoir au moins 1 séquence, vaut %1</translation>
    </message>
    <message>
        <source>%1 GPU counts in plan.gpus; %2 of them, spread geometrically, were searched</source>
        <translation>%1 nombres de GPU dans plan.gpus ; %2 d&apos;entre eux, répartis géométriquement, ont été explorés</translation>
    </message>
    <message>
        <source>%1 sequences do not divide among the data-parallel sizes the layouts of %2 GPUs allow (%3); choose a global batch that one of them divides</source>
        <translation>%1 séquences ne se répartissent sur aucune des tailles de parallélisme de données que permettent les dispositions de %2 GPU (%3) ; choisissez un lot global que l&apos;une d&apos;elles divise</translation>
    </message>
    <message>
        <source>no layout of the model splits over %1 GPUs with what plan.fixed holds and what the framework profile runs</source>
        <translation>aucune disposition du modèle ne se répartit sur %1 GPU avec ce que fixe plan.fixed et ce qu&apos;exécute le profil du framework</translation>
    </message>
    <message>
        <source>run.price_per_gpu_hour is not set: the cost ranks as GPU-hours to train</source>
        <translation>run.price_per_gpu_hour n&apos;est pas défini : le coût est classé en heures-GPU d&apos;entraînement</translation>
    </message>
    <message>
        <source>training.tokens is not set: the ranking is that of one token&apos;s time or cost</source>
        <translation>training.tokens n&apos;est pas défini : le classement est celui du temps ou du coût d&apos;un jeton</translation>
    </message>
    <message>
        <source>%1 memory evaluations, %2 step times; the other layouts pruned</source>
        <translation>%1 évaluations de mémoire, %2 temps de pas ; les autres dispositions élaguées</translation>
    </message>
    <message>
        <source>no layout fits on %1 GPUs; the smallest count that fits, doubling the GPUs, is %2</source>
        <translation>aucune disposition ne tient sur %1 GPU ; le plus petit nombre qui convient, en doublant les GPU, est %2</translation>
    </message>
    <message>
        <source>no layout fits on %1 GPUs, nor on any count up to 1048576 at this global batch</source>
        <translation>aucune disposition ne tient sur %1 GPU, ni sur aucun nombre jusqu&apos;à 1048576 avec ce lot global</translation>
    </message>
    <message>
        <source>nested %1 levels deep; RoofLab reads at most %2</source>
        <translation>imbriqué sur %1 niveaux&#xa0;; RoofLab en lit au plus %2</translation>
    </message>
    <message>
        <source>must be 0 (not given) or between %1 and %2, %3</source>
        <translation>doit valoir 0 (non indiqué) ou être compris entre %1 et %2, %3</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON non valide</translation>
    </message>
    <message>
        <source>0 means not given; the default 10 us is used</source>
        <translation>0 signifie non indiqué&#xa0;; la valeur par défaut de 10 µs est utilisée</translation>
    </message>
    <message>
        <source>measured on %1 (%2), not on the scenario&apos;s %3</source>
        <translation>mesuré sur %1 (%2), pas sur la %3 du scénario</translation>
    </message>
    <message>
        <source>measured on %1; the scenario&apos;s custom GPU &quot;%2&quot; only shares its id</source>
        <translation>mesuré sur %1&#xa0;; le GPU personnalisé «&#xa0;%2&#xa0;» du scénario n&apos;en partage que l&apos;identifiant</translation>
    </message>
    <message>
        <source>measured on a card with %1 GB, the scenario&apos;s has %2 GB</source>
        <translation>mesuré sur une carte de %1 Go&#xa0;; celle du scénario en a %2 Go</translation>
    </message>
    <message>
        <source>measured on a card with %1 SMs, the scenario&apos;s has %2</source>
        <translation>mesuré sur une carte à %1 SM&#xa0;; celle du scénario en a %2</translation>
    </message>
    <message>
        <source>%1 measured %2 TFLOP/s against a dense peak of %3 TFLOP/s: implausible</source>
        <translation>%1 a mesuré %2 TFLOP/s pour un pic dense de %3 TFLOP/s&#xa0;: invraisemblable</translation>
    </message>
    <message>
        <source>STREAM measured %1 TB/s against %2 TB/s: implausible</source>
        <translation>STREAM a mesuré %1 To/s pour %2 To/s&#xa0;: invraisemblable</translation>
    </message>
    <message>
        <source>a launch overhead of %1 s is implausible</source>
        <translation>un surcoût de lancement de %1 s est invraisemblable</translation>
    </message>
    <message>
        <source>has no GEMM of the scenario&apos;s compute dtype and no STREAM bandwidth</source>
        <translation>ne contient aucun GEMM du type de calcul du scénario ni de bande passante STREAM</translation>
    </message>
    <message>
        <source>give concurrency (a closed loop) or request_rate (an open loop), not both</source>
        <translation>donnez concurrency (boucle fermée) ou request_rate (boucle ouverte), pas les deux</translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens = %3, past the model&apos;s %4-token context; the engine refuses such requests</source>
        <translation>%1 jetons de prompt + %2 de sortie = %3, au-delà du contexte de %4 jetons du modèle ; le moteur refuse de telles requêtes</translation>
    </message>
    <message>
        <source>%1 is below max_num_seqs %2: a step could not give every sequence a token</source>
        <translation>%1 est inférieur à max_num_seqs %2 : un pas ne pourrait pas donner un jeton à chaque séquence</translation>
    </message>
    <message>
        <source>%1 requests in flight per replica, but only %2 run at once (%3): the rest queue</source>
        <translation>%1 requêtes en cours par réplique, mais seules %2 s&apos;exécutent à la fois (%3) : les autres attendent</translation>
    </message>
    <message>
        <source>%1 requests/s per replica arrive but at most %2 complete: the queue grows without bound; the figures are those at saturation, TTFT without that queue</source>
        <translation>%1 requêtes/s par réplique arrivent mais au plus %2 se terminent : la file croît sans limite ; les chiffres sont ceux à saturation, le TTFT sans cette file</translation>
    </message>
    <message>
        <source>the weights and the engine&apos;s activations leave no memory for a KV cache: the model does not fit (more GPUs, tensor parallelism or smaller weights)</source>
        <translation>les poids et les activations du moteur ne laissent pas de mémoire pour un cache KV : le modèle ne tient pas (plus de GPU, parallélisme tensoriel ou poids plus petits)</translation>
    </message>
    <message>
        <source>the KV cache holds %1 tokens, fewer than one request&apos;s %2: the engine refuses to start</source>
        <translation>le cache KV contient %1 jetons, moins que les %2 d&apos;une requête : le moteur refuse de démarrer</translation>
    </message>
    <message>
        <source>no layout of %1 to %2 GPUs leaves room for one request&apos;s KV cache (more GPUs, or free the formats: plan.fixed {&quot;inference&quot;: {&quot;weights_dtype&quot;: null}})</source>
        <translation>aucune disposition de %1 à %2 GPU ne laisse de place pour le cache KV d’une requête (plus de GPU, ou libérez les formats&#xa0;: plan.fixed {&quot;inference&quot;: {&quot;weights_dtype&quot;: null}})</translation>
    </message>
    <message>
        <source>each token crosses %1 pipeline stages, not %2</source>
        <translation>chaque jeton traverse %1 étages de pipeline, pas %2</translation>
    </message>
    <message>
        <source>per-step overhead %1 (TP all-reduces per layer)</source>
        <translation>surcoût par pas %1 (all-reduce TP par couche)</translation>
    </message>
    <message>
        <source>per-step overhead %1 (launches, host time)</source>
        <translation>surcoût par pas %1 (lancements, temps de l’hôte)</translation>
    </message>
    <message>
        <source>weights and KV cache read %1 per step</source>
        <translation>lecture des poids et du cache KV %1 par pas</translation>
    </message>
    <message>
        <source>compute %1 per step</source>
        <translation>calcul %1 par pas</translation>
    </message>
    <message>
        <source>ties the best</source>
        <translation>à égalité avec la meilleure</translation>
    </message>
    <message>
        <source>%1 sequences decoding per replica, the best %2</source>
        <translation>%1 séquences en décodage par réplique, la meilleure %2</translation>
    </message>
    <message>
        <source>%1 headroom (saturates at %2 requests/s): %3</source>
        <translation>%1 de marge (sature à %2 requêtes/s)&#xa0;: %3</translation>
    </message>
    <message>
        <source>one replica takes %1 GPUs</source>
        <translation>une réplique occupe %1 GPU</translation>
    </message>
    <message>
        <source>with %1 GPUs: %2</source>
        <translation>avec %1 GPU&#xa0;: %2</translation>
    </message>
    <message>
        <source>does not fit: no room for one request&apos;s KV cache</source>
        <translation>ne tient pas&#xa0;: pas de place pour le cache KV d’une requête</translation>
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
        <translation>saturé&#xa0;: %1 requêtes/s arrivent, au plus %2 se terminent</translation>
    </message>
    <message>
        <source>%1 (at %2 GPUs, the most searched)</source>
        <translation>%1 (sur %2 GPU, le maximum exploré)</translation>
    </message>
    <message>
        <source>most output tokens/s per GPU meeting the SLOs; %1</source>
        <translation>le plus de jetons de sortie/s par GPU dans les SLO&#xa0;; %1</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; %1</source>
        <translation>le moins de GPU dans les SLO&#xa0;; %1</translation>
    </message>
    <message>
        <source>+%1 GPUs: %2</source>
        <translation>+%1 GPU&#xa0;: %2</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; on fewer, no layout holds the weights and one request&apos;s KV cache</source>
        <translation>le moins de GPU dans les SLO&#xa0;; sur moins, aucune disposition ne loge les poids et le cache KV d’une requête</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; the nearest on fewer, %1, misses: %2</source>
        <translation>le moins de GPU dans les SLO&#xa0;; la plus proche sur moins, %1, manque&#xa0;: %2</translation>
    </message>
    <message>
        <source>the request rate</source>
        <translation>le débit de requêtes</translation>
    </message>
    <message>
        <source>no layout meets the SLOs: the nearest, on %1 GPUs, reaches TTFT %2 and TPOT %3 at %4 requests/s; %5 binds (%6)</source>
        <translation>aucune disposition ne tient les SLO&#xa0;: la plus proche, sur %1 GPU, atteint TTFT %2 et TPOT %3 à %4 requêtes/s&#xa0;; %5 limite (%6)</translation>
    </message>
    <message>
        <source>%1 does not divide the model&apos;s %2 attention heads; the engine refuses such a tensor-parallel size</source>
        <translation>%1 ne divise pas les %2 têtes d’attention du modèle&#xa0;; le moteur refuse une telle taille de parallélisme tensoriel</translation>
    </message>
    <message>
        <source>expected a non-empty list of %1, %2</source>
        <translation>liste non vide de %1 attendue, %2</translation>
    </message>
    <message>
        <source>%1 where the best has %2</source>
        <translation>%1 là où la meilleure a %2</translation>
    </message>
    <message>
        <source>leaves no ZeRO stage or recomputation that the framework profile runs</source>
        <translation>ne laisse aucun étage ZeRO ni recalcul que le profil du framework exécute</translation>
    </message>
    <message>
        <source>%1: the GPU count, no part of the step larger</source>
        <translation>%1 : le nombre de GPU, aucune partie de l’étape plus longue</translation>
    </message>
    <message>
        <source>expected &quot;fwd&quot;, &quot;dgrad&quot; or &quot;wgrad&quot;, got &quot;%1&quot;</source>
        <translation>attendu &quot;fwd&quot;, &quot;dgrad&quot; ou &quot;wgrad&quot;, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>disagrees with the point&apos;s m, n and k</source>
        <translation>ne correspond pas à m, n et k du point</translation>
    </message>
    <message>
        <source>must be above 0 and at most %1, got %2</source>
        <translation>doit être supérieur à 0 et au plus %1, vaut %2</translation>
    </message>
    <message>
        <source>examples x tokens per example x epochs = %1 tokens, more than %2</source>
        <translation>exemples x tokens par exemple x époques = %1 tokens, plus de %2</translation>
    </message>
    <message>
        <source>expected a release number such as &quot;0.6.0&quot;, got &quot;%1&quot;</source>
        <translation>un numéro de version tel que &quot;0.6.0&quot; est attendu, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the results measured on %1 have no decode probes (rooflab-bench --sweep decode): the serving figures use the efficiencies they calibrate for the step time, not measured decode steps</source>
        <translation>les résultats mesurés sur %1 n’ont pas de sondes de décodage (rooflab-bench --sweep decode) : les chiffres de service utilisent les efficacités qu’ils calibrent pour le temps de pas, pas des pas de décodage mesurés</translation>
    </message>
    <message>
        <source>the published serving figures are used: the results file (%1) cannot calibrate this GPU</source>
        <translation>les chiffres de service publiés sont utilisés : le fichier de résultats (%1) ne peut pas calibrer ce GPU</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of pipeline stages (pp), got %1</source>
        <translation>DualPipe demande un nombre pair d&apos;étages de pipeline (pp), reçu %1</translation>
    </message>
    <message>
        <source>DualPipe has no virtual stages (each GPU holds two mirrored stages), got virtual_stages %1</source>
        <translation>DualPipe n&apos;a pas d&apos;étages virtuels (chaque GPU porte deux étages symétriques), reçu virtual_stages %1</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches per step, at least 2 x pp = %1, got grad_accum %2</source>
        <translation>DualPipe demande un nombre pair de micro-lots par pas, au moins 2 x pp = %1, reçu grad_accum %2</translation>
    </message>
    <message>
        <source>applies to the PyTorch implementations&apos; dense layers with tensor parallelism (tp &gt; 1) and sequence parallelism; it has no effect here (Megatron&apos;s layers keep the sharded input)</source>
        <translation>s’applique aux couches denses des implémentations PyTorch avec parallélisme de tenseur (tp &gt; 1) et de séquence ; sans effet ici (les couches de Megatron gardent l’entrée partitionnée)</translation>
    </message>
    <message>
        <source>needs pipeline parallelism (pp of 2 or more)</source>
        <translation>nécessite le parallélisme de pipeline (pp de 2 ou plus)</translation>
    </message>
    <message>
        <source>DualPipe&apos;s mirrored stages hold the layers evenly; not with DualPipe</source>
        <translation>les étages symétriques de DualPipe portent les couches à parts égales ; pas avec DualPipe</translation>
    </message>
    <message>
        <source>the first and last stages&apos; layers cannot be set together with account_for_embedding_in_pipeline_split or account_for_loss_in_pipeline_split (Megatron-Core refuses it)</source>
        <translation>les couches des premier et dernier étages ne peuvent pas être fixées en même temps que account_for_embedding_in_pipeline_split ou account_for_loss_in_pipeline_split (Megatron-Core le refuse)</translation>
    </message>
    <message>
        <source>the first and last stages&apos; %1 layers exceed the model&apos;s %2 layers</source>
        <translation>les %1 couches des premier et dernier étages dépassent les %2 couches du modèle</translation>
    </message>
    <message>
        <source>with no middle stage the first and last stages must hold all %1 layers, got %2</source>
        <translation>sans étage intermédiaire, les premier et dernier étages doivent porter les %1 couches, reçu %2</translation>
    </message>
    <message>
        <source>the %1 layers left do not divide evenly over the %2 middle stages</source>
        <translation>les %1 couches restantes ne se répartissent pas également sur les %2 étages intermédiaires</translation>
    </message>
    <message>
        <source>the first stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>les %1 couches du premier étage ne se divisent pas en %2 étages virtuels</translation>
    </message>
    <message>
        <source>the last stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>les %1 couches du dernier étage ne se divisent pas en %2 étages virtuels</translation>
    </message>
    <message>
        <source>each middle stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>les %1 couches de chaque étage intermédiaire ne se divisent pas en %2 étages virtuels</translation>
    </message>
    <message>
        <source>%1 layers (the embedding and/or the loss counted as one each) do not divide evenly over %2 pipeline stages</source>
        <translation>%1 couches (l&apos;embedding et/ou la perte comptés chacun comme une) ne se répartissent pas également sur %2 étages du pipeline</translation>
    </message>
    <message>
        <source>each stage&apos;s %1 layers (the embedding and/or the loss counted) do not divide into %2 virtual stages</source>
        <translation>les %1 couches de chaque étage (embedding et/ou perte comptés) ne se divisent pas en %2 étages virtuels</translation>
    </message>
    <message>
        <source>this framework profile splits the layers evenly over the pipeline stages; uneven first and last stages need the megatron-core, torchtitan or deepspeed profile</source>
        <translation>ce profil du framework répartit les couches également sur les étages du pipeline ; des premier et dernier étages inégaux nécessitent le profil megatron-core, torchtitan ou deepspeed</translation>
    </message>
    <message>
        <source>its vocabulary of %1 tokens is not the model&apos;s %2: the engine verifies the draft&apos;s tokens by their ids, so both must share one tokenizer</source>
        <translation>son vocabulaire de %1 jetons n&apos;est pas celui de %2 du modèle : le moteur vérifie les jetons du brouillon par leurs identifiants, les deux doivent donc partager un même tokeniseur</translation>
    </message>
    <message>
        <source>%1 prefill instance(s) of %2 GPUs and %3 decode instance(s) of %4 GPUs need %5 GPUs, more than parallel.gpus %6</source>
        <translation>%1 instance(s) de prefill de %2 GPU et %3 instance(s) de décodage de %4 GPU nécessitent %5 GPU, plus que parallel.gpus %6</translation>
    </message>
    <message>
        <source>the model has no routed experts to split (a dense model)</source>
        <translation>le modèle n&apos;a pas d&apos;experts routés à répartir (un modèle dense)</translation>
    </message>
    <message>
        <source>the ranks share the MoE layers through expert parallelism: set serving.expert_parallel too</source>
        <translation>les rangs se partagent les couches MoE par parallélisme d&apos;experts : définissez aussi serving.expert_parallel</translation>
    </message>
    <message>
        <source>not modelled with pipeline parallelism (parallel.pp %1): use pp 1</source>
        <translation>non modélisé avec le parallélisme de pipeline (parallel.pp %1) : utilisez pp 1</translation>
    </message>
    <message>
        <source>parallel.gpus %1 is not a whole number of ranks of tp %2</source>
        <translation>parallel.gpus %1 n&apos;est pas un nombre entier de rangs de tp %2</translation>
    </message>
    <message>
        <source>%1 routed experts per layer do not split evenly over %2 expert-parallel GPUs</source>
        <translation>%1 experts routés par couche ne se répartissent pas également sur %2 GPU en parallélisme d&apos;experts</translation>
    </message>
    <message>
        <source>the plan searches replicas that prefill and decode together: serving.disaggregation is left out (evaluate the scenario itself for its pools)</source>
        <translation>le plan explore des répliques qui font à la fois le prefill et le décodage : serving.disaggregation est ignoré (évaluez le scénario lui-même pour ses pools)</translation>
    </message>
    <message>
        <source>the %1 instances&apos; weights (tp %2) leave no memory for a KV cache: that pool does not fit (a larger tp for it, or smaller weights)</source>
        <translation>les poids des instances de %1 (tp %2) ne laissent aucune mémoire pour un cache KV : ce pool ne tient pas (un tp plus grand pour lui, ou des poids plus petits)</translation>
    </message>
    <message>
        <source>a %1 instance&apos;s KV cache holds %2 tokens, fewer than the %3 it must hold for one request</source>
        <translation>le cache KV d&apos;une instance de %1 contient %2 jetons, moins que les %3 qu&apos;il doit contenir pour une requête</translation>
    </message>
    <message>
        <source>disaggregated: %1 prefill instance(s) of %2 GPUs complete %3 requests/s, %4 decode instance(s) of %5 GPUs %6; the %7 limits</source>
        <translation>désagrégé : %1 instance(s) de prefill de %2 GPU terminent %3 requêtes/s, %4 instance(s) de décodage de %5 GPU %6 ; %7 limite</translation>
    </message>
    <message>
        <source>%1 clients, but the pools complete at most %2 requests/s: the rest queue before the prefill</source>
        <translation>%1 clients, mais les pools terminent au plus %2 requêtes/s : les autres attendent avant le prefill</translation>
    </message>
    <message>
        <source>%1 requests/s arrive but the pools complete at most %2: the queue grows without bound; the figures are those at saturation, TTFT without that queue</source>
        <translation>%1 requêtes/s arrivent mais les pools en terminent au plus %2 : la file croît sans limite ; les chiffres sont ceux à saturation, le TTFT sans cette file</translation>
    </message>
    <message>
        <source>routed experts split over %1 GPUs (expert parallelism), %2 data-parallel attention rank(s) of tp %3; tokens reach the experts by %4</source>
        <translation>experts routés répartis sur %1 GPU (parallélisme d&apos;experts), %2 rang(s) d&apos;attention en parallélisme de données de tp %3 ; les jetons atteignent les experts par %4</translation>
    </message>
    <message>
        <source>%1 clients, but the decode pool completes at most %2 requests/s: the rest wait for a decode slot after their prefill</source>
        <translation>%1 clients, mais le pool de décodage traite au plus %2 requêtes/s&#xa0;: les autres attendent une place de décodage après leur prefill</translation>
    </message>
    <message>
        <source>%1 requests/s arrive but the decode pool completes at most %2: prefilled requests wait for a decode slot without bound; the figures are those at saturation, TTFT without that wait</source>
        <translation>%1 requêtes/s arrivent mais le pool de décodage en traite au plus %2&#xa0;: les requêtes après prefill attendent une place de décodage sans limite&#xa0;; les chiffres sont ceux à saturation, le TTFT sans cette attente</translation>
    </message>
    <message>
        <source>must be at least 1 with &quot;checkpointing&quot;: &quot;block&quot;, got %1</source>
        <translation>doit valoir au moins 1 avec &quot;checkpointing&quot;: &quot;block&quot;, reçu %1</translation>
    </message>
    <message>
        <source>&quot;block&quot; is Megatron&apos;s --recompute-method block and applies to the megatron implementations only (choose &quot;full&quot; or &quot;every-k&quot;)</source>
        <translation>&quot;block&quot; est le --recompute-method block de Megatron et ne s’applique qu’aux implémentations Megatron (choisir &quot;full&quot; ou &quot;every-k&quot;)</translation>
    </message>
    <message>
        <source>a2a splits the heads over tp x cp = %1 GPUs; %2 query and %3 key-value heads do not divide by it</source>
        <translation>a2a répartit les têtes sur tp x cp = %1 GPU ; %2 têtes de requête et %3 têtes clé-valeur ne se divisent pas par ce nombre</translation>
    </message>
    <message>
        <source>is Transformer Engine&apos;s (Megatron-Core&apos;s --cp-comm-type); torchtitan runs PyTorch&apos;s context parallelism, which parallel.cp_rotate_method sets: it has no effect here</source>
        <translation>relève de Transformer Engine (--cp-comm-type de Megatron-Core) ; torchtitan utilise le parallélisme de contexte de PyTorch, que règle parallel.cp_rotate_method : sans effet ici</translation>
    </message>
    <message>
        <source>is torchtitan&apos;s (PyTorch&apos;s context parallelism); this implementation runs Transformer Engine&apos;s, which parallel.cp_comm_type sets: it has no effect here</source>
        <translation>relève de torchtitan (parallélisme de contexte de PyTorch) ; cette implémentation utilise celui de Transformer Engine, que règle parallel.cp_comm_type : sans effet ici</translation>
    </message>
    <message>
        <source>exposed context-parallel communication</source>
        <translation>communication du parallélisme de contexte exposée</translation>
    </message>
    <message>
        <source>context parallelism&apos;s default communication only</source>
        <translation>seulement la communication par défaut du parallélisme de contexte</translation>
    </message>
    <message>
        <source>expected two whole numbers [a2a, p2p] from 1 to %1, %2</source>
        <translation>deux nombres entiers [a2a, p2p] de 1 à %1 attendus, %2</translation>
    </message>
    <message>
        <source>applies to parallel.cp_comm_type &quot;a2a+p2p&quot; under Transformer Engine&apos;s context parallelism; it has no effect here</source>
        <translation>s&apos;applique à parallel.cp_comm_type &quot;a2a+p2p&quot; avec le parallélisme de contexte de Transformer Engine ; sans effet ici</translation>
    </message>
    <message>
        <source>[%1, %2] multiply to %3, not cp = %4</source>
        <translation>[%1, %2] donnent %3 une fois multipliés, pas cp = %4</translation>
    </message>
    <message>
        <source>a2a+p2p splits the heads over tp x its all-to-all group = %1 GPUs; %2 query and %3 key-value heads do not divide by it</source>
        <translation>a2a+p2p répartit les têtes sur tp x son groupe all-to-all = %1 GPU ; %2 têtes de requête et %3 têtes clé-valeur ne se divisent pas par ce nombre</translation>
    </message>
    <message>
        <source>&quot;rowwise&quot; is torchao&apos;s Float8Linear recipe, modelled under training.implementation &quot;torchtitan&quot;; Transformer Engine&apos;s recipes are &quot;delayed&quot;, &quot;tensorwise&quot; and &quot;blockwise&quot;</source>
        <translation>« rowwise » est la recette Float8Linear de torchao, modélisée avec training.implementation « torchtitan » ; les recettes de Transformer Engine sont « delayed », « tensorwise » et « blockwise »</translation>
    </message>
    <message>
        <source>torchtitan gathers float8 weights with tensorwise scaling only; the rowwise recipe gathers them in bf16</source>
        <translation>torchtitan ne rassemble les poids float8 qu&apos;avec une mise à l&apos;échelle par tenseur ; la recette par lignes les rassemble en bf16</translation>
    </message>
    <message>
        <source>materialised attention computes every score of the sequence whatever the documents&apos; mask; only a fused variable-length kernel keeps attention within each document</source>
        <translation>l&apos;attention matérialisée calcule chaque score de la séquence quel que soit le masque des documents ; seul un noyau fusionné à longueur variable garde l&apos;attention dans chaque document</translation>
    </message>
    <message>
        <source>has no effect: it is Megatron-Core&apos;s (training.implementation &quot;megatron-core&quot;) for a mixture of experts with ep &gt; 1, virtual stages when pp &gt; 1, and no full, block or &quot;moe&quot; recomputation; DualPipe pairs its chunks itself</source>
        <translation>sans effet : il relève de Megatron-Core (training.implementation &quot;megatron-core&quot;) pour un mélange d&apos;experts avec ep &gt; 1, des étages virtuels quand pp &gt; 1, et sans recalcul complet, par blocs ni de &quot;moe&quot; ; DualPipe apparie lui-même ses chunks</translation>
    </message>
</context>
<context>
    <name>rooflab::ModelControls</name>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>A published architecture (exact parameter count, layers, heads, vocabulary), or a size-only model whose shape RoofLab derives from the size slider.</source>
        <translation>Une architecture publiée (nombre exact de paramètres, couches, têtes, vocabulaire), ou un modèle défini par sa seule taille, dont RoofLab déduit la forme à partir du curseur de taille.</translation>
    </message>
    <message>
        <source>size-only (slider)</source>
        <translation>taille seule (curseur)</translation>
    </message>
    <message>
        <source>custom architecture</source>
        <translation>architecture personnalisée</translation>
    </message>
    <message>
        <source>The architecture edited with Architecture...</source>
        <translation>L&apos;architecture modifiée avec Architecture...</translation>
    </message>
    <message>
        <source> - teaching</source>
        <translation> - pédagogique</translation>
    </message>
    <message>
        <source>Architecture...</source>
        <translation>Architecture...</translation>
    </message>
    <message>
        <source>Edit architecture</source>
        <translation>Modifier l&apos;architecture</translation>
    </message>
    <message>
        <source>Edit every field of the architecture (layers, widths, heads, vocabulary, MLP kind, experts). The result becomes a custom architecture.</source>
        <translation>Modifier chaque champ de l&apos;architecture (couches, largeurs, têtes, vocabulaire, type de MLP, experts). Le résultat devient une architecture personnalisée.</translation>
    </message>
    <message>
        <source>Model size (parameters)</source>
        <translation>Taille du modèle (paramètres)</translation>
    </message>
    <message>
        <source>Parameter count N of a size-only model. Weights, gradients and optimizer states scale with N; moving it switches the model to size-only.</source>
        <translation>Nombre de paramètres N d&apos;un modèle défini par sa seule taille. Les poids, les gradients et les états de l&apos;optimiseur sont proportionnels à N&#xa0;; déplacer ce curseur fait passer le modèle en mode taille seule.</translation>
    </message>
    <message>
        <source>%1 parameters%2 - %3 layers, d_model %4, %5 heads (%6 KV), d_ff %7, vocab %8</source>
        <translation>%1 paramètres%2 - %3 couches, d_model %4, %5 têtes (%6 KV), d_ff %7, vocab %8</translation>
    </message>
    <message>
        <source> (derived Llama-style shape)</source>
        <translation> (forme dérivée, style Llama)</translation>
    </message>
    <message>
        <source>, sliding window %1 in %2 of %3 layers</source>
        <translation>, fenêtre glissante de %1 dans %2 couches sur %3</translation>
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
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Compute (6ND)</source>
        <translation>Calcul (6ND)</translation>
    </message>
    <message>
        <source>6 x parameters x training tokens (Kaplan et al. 2020): forward 2N, backward 4N per token.</source>
        <translation>6 x paramètres x tokens d&apos;entraînement (Kaplan et al. 2020)&#xa0;: passe avant 2N, passe arrière 4N par token.</translation>
    </message>
    <message>
        <source>Compute (detailed)</source>
        <translation>Calcul (détaillé)</translation>
    </message>
    <message>
        <source>3 x the Chinchilla (Hoffmann et al. 2022, App. F) forward count, which includes attention and the vocabulary projection.</source>
        <translation>3 x le décompte de la passe avant de Chinchilla (Hoffmann et al. 2022, annexe F), qui inclut l&apos;attention et la projection sur le vocabulaire.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>Heures-GPU</translation>
    </message>
    <message>
        <source>GPUs x hours of the run.</source>
        <translation>GPU x heures de l&apos;entraînement.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>GPU-hours x price per GPU-hour.</source>
        <translation>Heures-GPU x prix par heure-GPU.</translation>
    </message>
    <message>
        <source>What fits</source>
        <translation>Ce qui tient</translation>
    </message>
    <message>
        <source>Largest micro-batch</source>
        <translation>Plus grand micro-batch</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>Minimum de GPU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Durée d&apos;un pas</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>MFU prédit</translation>
    </message>
    <message>
        <source>Throughput / GPU</source>
        <translation>Débit / GPU</translation>
    </message>
    <message>
        <source>Tokens per second per GPU at the predicted step time.</source>
        <translation>Tokens par seconde et par GPU à la durée de pas prédite.</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inférence</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>2 (K and V) x layers x KV heads x head dimension x KV dtype bytes, whole model.</source>
        <translation>2 (K et V) x couches x têtes KV x dimension de tête x octets du dtype KV, pour tout le modèle.</translation>
    </message>
    <message>
        <source>Serving limits</source>
        <translation>Limites en inférence</translation>
    </message>
    <message>
        <source>Largest batch at this context, and longest context at this batch, that fit in one GPU&apos;s memory.</source>
        <translation>Plus grand batch pour ce contexte, et plus long contexte pour ce batch, qui tiennent dans la mémoire d&apos;un GPU.</translation>
    </message>
    <message>
        <source>no scenario yet</source>
        <translation>pas encore de scénario</translation>
    </message>
    <message>
        <source>set the training tokens D</source>
        <translation>définissez les tokens d&apos;entraînement D</translation>
    </message>
    <message>
        <source>%1 FLOP (%2)</source>
        <translation>%1 FLOP (%2)</translation>
    </message>
    <message>
        <source>6ND / (GPUs x dense peak x MFU). From the detailed FLOP count: %1.</source>
        <translation>6ND / (GPU x crête dense x MFU). D&apos;après le décompte détaillé des FLOP&#xa0;: %1.</translation>
    </message>
    <message>
        <source>this GPU has no peak for the compute dtype</source>
        <translation>ce GPU n&apos;a pas de crête pour le dtype de calcul</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 heures-GPU</translation>
    </message>
    <message>
        <source>no run time</source>
        <translation>pas de durée d&apos;entraînement</translation>
    </message>
    <message>
        <source>set a price per GPU-hour</source>
        <translation>définissez un prix par heure-GPU</translation>
    </message>
    <message>
        <source>%1%2 at %1%3 per GPU-hour</source>
        <translation>%2 %1 à %3 %1 par heure-GPU</translation>
    </message>
    <message>
        <source>not even a 10M model fits with this set-up</source>
        <translation>même un modèle de 10M ne tient pas avec cette configuration</translation>
    </message>
    <message>
        <source>%1 x %2 tokens</source>
        <translation>%1 x %2 tokens</translation>
    </message>
    <message>
        <source>not even a micro-batch of 1 fits</source>
        <translation>même un micro-batch de 1 ne tient pas</translation>
    </message>
    <message>
        <source>; %1 with ZeRO-3</source>
        <translation>; %1 avec ZeRO-3</translation>
    </message>
    <message>
        <source>; none with ZeRO-3</source>
        <translation>; aucun avec ZeRO-3</translation>
    </message>
    <message>
        <source>no GPU count fits with this strategy</source>
        <translation>aucun nombre de GPU ne convient avec cette stratégie</translation>
    </message>
    <message>
        <source>per optimizer step</source>
        <translation>par pas d&apos;optimisation</translation>
    </message>
    <message>
        <source>per prompt batch (prefill)</source>
        <translation>par batch de prompts (préremplissage)</translation>
    </message>
    <message>
        <source>per generated token (decode)</source>
        <translation>par token généré (décodage)</translation>
    </message>
    <message>
        <source>no operations or no peak for this dtype</source>
        <translation>aucune opération ou pas de crête pour ce dtype</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source> (measured: %1 %)</source>
        <translation> (mesuré&#xa0;: %1&#xa0;%)</translation>
    </message>
    <message>
        <source>no step time</source>
        <translation>pas de durée de pas</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 per token; %2 at batch %3 x %4 tokens</source>
        <translation>%1 par token&#xa0;; %2 pour un batch de %3 x %4 tokens</translation>
    </message>
    <message>
        <source>the model has no attention layers</source>
        <translation>le modèle n&apos;a pas de couches d&apos;attention</translation>
    </message>
    <message>
        <source>max batch %1; max context %2 tokens</source>
        <translation>batch max. %1&#xa0;; contexte max. %2 tokens</translation>
    </message>
    <message>
        <source>the weights alone do not fit on one GPU</source>
        <translation>les poids seuls ne tiennent pas sur un GPU</translation>
    </message>
    <message>
        <source>Click the figure to see how it is computed.</source>
        <translation>Cliquez sur la valeur pour voir comment elle est calculée.</translation>
    </message>
    <message>
        <source>Training memory</source>
        <translation>Mémoire d&apos;entraînement</translation>
    </message>
    <message>
        <source>Memory per GPU at the peak of one training step, and the phase it happens in: the highest of the moments of the forward, the loss, the backward and the optimizer step.</source>
        <translation>Mémoire par GPU au pic d&apos;un pas d&apos;entraînement, et la phase où il se produit&#xa0;: le plus haut des moments de la passe avant, de la perte, de la passe arrière et du pas de l&apos;optimiseur.</translation>
    </message>
    <message>
        <source>peak %1 (%2)</source>
        <translation>pic de %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Highest in each phase: %1.</source>
        <translation>Maximum de chaque phase&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Training: the operations at their size-dependent efficiency, plus exposed communication, the pipeline bubble and the optimizer step. Inference: sum over the operations of max(FLOPs / peak, bytes / bandwidth).</source>
        <translation>Entraînement : les opérations à leur efficacité selon leur taille, plus la communication non recouverte, la bulle du pipeline et le pas de l&apos;optimiseur. Inférence : somme sur les opérations de max(FLOPs / crête, octets / bande passante).</translation>
    </message>
    <message>
        <source>Model FLOPs of the step / (step time x peak x GPUs). The roofline bound ignores communication and efficiency: the best this step could reach.</source>
        <translation>FLOPs du modèle pour le pas / (durée du pas x crête x GPU). La borne du roofline ignore la communication et l&apos;efficacité : le mieux que ce pas puisse atteindre.</translation>
    </message>
    <message>
        <source> (roofline bound: %1 %)</source>
        <translation> (borne du roofline : %1 %)</translation>
    </message>
    <message>
        <source>%1 %2, at the efficiency measured on this GPU</source>
        <translation>%1 %2, avec l’efficacité mesurée sur ce GPU</translation>
    </message>
    <message>
        <source>vLLM capacity</source>
        <translation>capacité vLLM</translation>
    </message>
    <message>
        <source>What vLLM leaves for the KV cache at start-up: gpu_memory_utilization x the card&apos;s memory, minus the weights, the non-PyTorch memory and the activation peak of its profiling run; in tokens, and in requests of this context that fit at once.</source>
        <translation>Ce que vLLM laisse au cache KV au démarrage : gpu_memory_utilization x la mémoire de la carte, moins les poids, la mémoire hors PyTorch et le pic d&apos;activations de son profilage ; en jetons et en requêtes de ce contexte tenant à la fois.</translation>
    </message>
    <message>
        <source>%1 tokens of KV cache (%2); %3 requests of %4 tokens at once</source>
        <translation>%1 jetons de cache KV (%2) ; %3 requêtes de %4 jetons à la fois</translation>
    </message>
    <message>
        <source>no memory left for the KV cache</source>
        <translation>plus de mémoire pour le cache KV</translation>
    </message>
    <message>
        <source>max batch %1; max context %2 tokens (the model&apos;s limit)</source>
        <translation>batch max. %1&#xa0;; contexte max. %2 tokens (limite du modèle)</translation>
    </message>
    <message>
        <source>Largest size-only model</source>
        <translation>Plus grand modèle défini par sa taille</translation>
    </message>
    <message>
        <source>Largest size-only model that fits on these GPUs with this precision, optimizer, batch, sequence length and parallelism: a Llama-style shape derived from the parameter count (SwiGLU, a 32,000-token vocabulary), whatever model is chosen above.</source>
        <translation>Plus grand modèle défini par sa taille qui tient sur ces GPU avec cette précision, cet optimiseur, ce lot, cette longueur de séquence et ce parallélisme : une forme de type Llama déduite du nombre de paramètres (SwiGLU, un vocabulaire de 32 000 jetons), quel que soit le modèle choisi plus haut.</translation>
    </message>
    <message>
        <source>%1 parameters, Llama-style shape (%2)</source>
        <translation>%1 paramètres, forme de type Llama (%2)</translation>
    </message>
    <message>
        <source>Checked against</source>
        <translation>Comparé à</translation>
    </message>
    <message>
        <source>real steps took %1-%2 x this (%3 runs)</source>
        <translation>les vrais pas ont pris %1-%2 x ce temps (%3 exécutions)</translation>
    </message>
    <message>
        <source>no real run of this kind compared yet</source>
        <translation>aucune vraie exécution de ce genre comparée pour l’instant</translation>
    </message>
    <message>
        <source>training steps only</source>
        <translation>pas d’entraînement seulement</translation>
    </message>
    <message>
        <source>real runs were compared with the published efficiencies, not measured ones</source>
        <translation>les vraies exécutions ont été comparées aux efficacités publiées, pas à des mesurées</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits with everything else unchanged (strictly: with the allocator&apos;s reserve and NCCL&apos;s buffers as estimated).</source>
        <translation>Plus grand micro-batch qui tient, tout le reste étant inchangé (au sens strict : avec la réserve de l’allocateur et les tampons NCCL tels qu’estimés).</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit this model with the same strategy, and with ZeRO-3 (strictly, as above).</source>
        <translation>Le plus petit nombre de GPU sur lequel ce modèle tient avec la même stratégie, et avec ZeRO-3 (au sens strict, comme ci-dessus).</translation>
    </message>
    <message>
        <source>%1: tight, fits only while the allocator reserve stays below %2</source>
        <translation>%1 : juste, ne tient que tant que la réserve de l’allocateur reste sous %2</translation>
    </message>
    <message>
        <source>no room for one request&apos;s KV cache</source>
        <translation>pas de place pour le cache KV d&apos;une requête</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>invalide</translation>
    </message>
    <message>
        <source>Invalid scenario: %1</source>
        <translation>Scénario invalide : %1</translation>
    </message>
    <message>
        <source>Price / GPU-hour</source>
        <translation>Prix / heure GPU</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Prix par heure GPU</translation>
    </message>
    <message>
        <source>At the predicted speed: the training tokens (at least one step&apos;s) / the step-time model&apos;s tokens per second. At the assumed MFU: 6ND / (GPUs x dense peak x MFU).</source>
        <translation>À la vitesse prévue : les tokens d&apos;entraînement (au moins ceux d&apos;une étape) / tokens par seconde du modèle de temps d&apos;étape. À la MFU supposée : 6ND / (GPU x pic dense x MFU).</translation>
    </message>
    <message>
        <source>%1 at the assumed %2 % MFU (%3)</source>
        <translation>%1 à la MFU supposée de %2 % (%3)</translation>
    </message>
    <message>
        <source>%1 at the predicted speed; %2</source>
        <translation>%1 à la vitesse prévue ; %2</translation>
    </message>
    <message>
        <source>hidden until the exercise is answered</source>
        <translation>masqué tant que l&apos;exercice n&apos;est pas résolu</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token, the serving block&apos;s engine at its load: the wait before admission, then the prompt&apos;s chunks in the running batch&apos;s steps.</source>
        <translation>Temps jusqu’au premier jeton, le moteur du bloc serving à sa charge : l’attente avant l’admission, puis les morceaux du prompt dans les étapes du lot en cours.</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the average engine step at the load: weights and KV cache read, the FLOPs, a fixed overhead per step (launches, collectives, the scheduler); and what limits it.</source>
        <translation>Temps par jeton de sortie : l’étape moyenne du moteur à cette charge : lecture des poids et du cache KV, les FLOPs, un surcoût fixe par étape (lancements, collectives, l’ordonnanceur) ; et ce qui la limite.</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU and requests per second at the serving block&apos;s load. The Serving tab draws them against the requests in flight.</source>
        <translation>Jetons de sortie par seconde par GPU et requêtes par seconde à la charge du bloc serving. L’onglet Service les trace selon les requêtes en cours.</translation>
    </message>
    <message>
        <source>A bound, not the prediction: the roofline of the phase at the inference batch, every operation at its roof, no per-step overhead. The serving block&apos;s figures (the Inference column) are the prediction.</source>
        <translation>Une borne, pas la prédiction : le roofline de la phase au lot d’inférence, chaque opération à son toit, sans surcoût par étape. Les chiffres du bloc serving (colonne Inférence) sont la prédiction.</translation>
    </message>
    <message>
        <source>Roofline bounds</source>
        <translation>Bornes du roofline</translation>
    </message>
    <message>
        <source>Step time bound</source>
        <translation>Borne du temps d’étape</translation>
    </message>
    <message>
        <source>MFU bound</source>
        <translation>Borne de MFU</translation>
    </message>
    <message>
        <source>Throughput bound</source>
        <translation>Borne de débit</translation>
    </message>
    <message>
        <source>at least %1 per token at batch %2</source>
        <translation>au moins %1 par jeton au lot %2</translation>
    </message>
    <message>
        <source>at least %1 per prompt batch of %2</source>
        <translation>au moins %1 par lot de prompts de %2</translation>
    </message>
    <message>
        <source>at most %1 %</source>
        <translation>au plus %1 %</translation>
    </message>
    <message>
        <source>at most %1 tokens/s at batch %2</source>
        <translation>au plus %1 jetons/s au lot %2</translation>
    </message>
    <message>
        <source> (target %1: met)</source>
        <translation> (cible %1 : atteinte)</translation>
    </message>
    <message>
        <source> (target %1: missed)</source>
        <translation> (cible %1 : manquée)</translation>
    </message>
    <message>
        <source>%1, of it %2 queueing</source>
        <translation>%1, dont %2 d’attente</translation>
    </message>
    <message>
        <source>%1, limited by %2</source>
        <translation>%1, limité par %2</translation>
    </message>
    <message>
        <source>%1 output tokens/s per GPU, %2 requests/s at %3 in flight</source>
        <translation>%1 jetons de sortie/s par GPU, %2 requêtes/s à %3 en cours</translation>
    </message>
    <message>
        <source>Training run (for reference)</source>
        <translation>Entraînement (pour référence)</translation>
    </message>
    <message>
        <source>published runs were compared with the published efficiencies, not your GPU&apos;s</source>
        <translation>les exécutions publiées ont été comparées aux efficacités publiées, pas à celles de votre GPU</translation>
    </message>
    <message>
        <source>no published serving run of this kind compared yet</source>
        <translation>aucune exécution de service publiée de ce genre n’a encore été comparée</translation>
    </message>
    <message>
        <source>%1: %2 runs with a published TTFT, %3 with a TPOT, %4 with a throughput; %5</source>
        <translation>%1&#xa0;: %2 exécutions avec un TTFT publié, %3 avec un TPOT, %4 avec un débit&#xa0;; %5</translation>
    </message>
    <message>
        <source>How far real training steps of the same kind were from this model: the lowest and highest measured / predicted step time over the runs compared (docs/validation.md). For kinds of run no real step was compared with, nothing says how far it is.</source>
        <translation>L’écart entre ce modèle et de vrais pas d’entraînement du même genre : le plus petit et le plus grand rapport temps de pas mesuré / prédit sur les exécutions comparées (docs/validation.md). Pour les genres d’exécution auxquels aucun vrai pas n’a été comparé, rien ne dit de combien il s’écarte.</translation>
    </message>
    <message>
        <source>How far published, measured runs of the same engine were from this model: for TTFT, TPOT and throughput each, the lowest and highest published / predicted over the runs that publish it (docs/validation.md). A scenario unlike all of them (another GPU generation, a mixture of experts, pipeline stages, a draft model, disaggregated pools) gets none.</source>
        <translation>L’écart entre ce modèle et les exécutions publiées et mesurées du même moteur&#xa0;: pour le TTFT, le TPOT et le débit, le plus petit et le plus grand rapport publié / prédit sur les exécutions qui le publient (docs/validation.md). Un scénario différent de toutes (une autre génération de GPU, un mélange d’experts, des étages de pipeline, un modèle brouillon, des pools désagrégés) n’en reçoit aucun.</translation>
    </message>
    <message>
        <source>published / predicted: %1</source>
        <translation>publié / prédit&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>rooflab::NapkinPriceField</name>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>What one GPU-hour costs (cloud list price or amortised); the cost row follows it. 0 hides the cost. The same price as Run and cost in the sidebar.</source>
        <translation>Ce que coûte une heure GPU (prix catalogue du cloud ou amorti) ; la ligne du coût le suit. 0 masque le coût. Le même prix que Exécution et coût dans la barre latérale.</translation>
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
        <translation>Formats numériques</translation>
    </message>
    <message>
        <source>Type a value to see the nearest value each format can hold, its bits, and what rounding costs.</source>
        <translation>Saisissez une valeur pour voir la valeur la plus proche que chaque format peut représenter, ses bits, et ce que coûte l&apos;arrondi.</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Valeur&#xa0;:</translation>
    </message>
    <message>
        <source>Value to round</source>
        <translation>Valeur à arrondir</translation>
    </message>
    <message>
        <source>A decimal number such as 0.1, 1e-8, 500 or -3.5e4, written with your locale&apos;s decimal separator or a dot. inf and nan work too.</source>
        <translation>Un nombre décimal tel que 0.1, 1e-8, 500 ou -3.5e4, écrit avec le séparateur décimal de votre langue ou avec un point. inf et nan fonctionnent aussi.</translation>
    </message>
    <message>
        <source>e.g. 0.1, 1e-8, 500</source>
        <translation>p. ex. 0.1, 1e-8, 500</translation>
    </message>
    <message>
        <source>0.1 has no exact binary representation in any format.</source>
        <translation>0.1 n&apos;a de représentation binaire exacte dans aucun format.</translation>
    </message>
    <message>
        <source>1e-8 underflows to zero in FP16 but not in BF16, which has FP32&apos;s range.</source>
        <translation>1e-8 est arrondi à zéro en FP16 mais pas en BF16, qui a la plage de FP32.</translation>
    </message>
    <message>
        <source>500 lies beyond FP8 E4M3&apos;s largest value, 448.</source>
        <translation>500 dépasse la plus grande valeur de FP8 E4M3, 448.</translation>
    </message>
    <message>
        <source>70000 lies beyond FP16&apos;s largest value, 65504.</source>
        <translation>70000 dépasse la plus grande valeur de FP16, 65504.</translation>
    </message>
    <message>
        <source>2049 lies halfway between two FP16 values: ties go to the even one, 2048.</source>
        <translation>2049 est à égale distance de deux valeurs FP16&#xa0;: en cas d&apos;égalité, on arrondit vers la valeur paire, 2048.</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>Essayer %1</translation>
    </message>
    <message>
        <source>&amp;Saturate FP8 E4M3 and FP4 E2M1</source>
        <translation>&amp;Saturer FP8 E4M3 et FP4 E2M1</translation>
    </message>
    <message>
        <source>Saturate on overflow</source>
        <translation>Saturer en cas de dépassement</translation>
    </message>
    <message>
        <source>Off: OFP8 non-saturating mode, values beyond E4M3&apos;s 448 become NaN (E2M1 has no NaN and clamps to ±6 either way). On: OFP8 saturation mode, they clamp to ±max, the usual choice when casting to FP8 for training and inference.</source>
        <translation>Désactivé&#xa0;: mode non saturant OFP8, les valeurs au-delà de 448 (le maximum d&apos;E4M3) deviennent NaN (E2M1 n&apos;a pas de NaN et écrête à ±6 dans tous les cas). Activé&#xa0;: mode saturant OFP8, elles sont écrêtées à ±max, le choix habituel lors de la conversion en FP8 pour l&apos;entraînement et l&apos;inférence.</translation>
    </message>
    <message>
        <source>Input error</source>
        <translation>Erreur de saisie</translation>
    </message>
    <message>
        <source>Number formats table</source>
        <translation>Tableau des formats numériques</translation>
    </message>
    <message>
        <source>Nearest value: round to nearest, ties to even (IEEE 754-2019), subnormals included. ε is the gap between 1 and the next larger value. Sources: IEEE 754-2019; OCP OFP8 1.0 (E4M3, E5M2); OCP MX 1.0 (E2M1); NVIDIA (TF32); Google (bfloat16).</source>
        <translation>Valeur la plus proche&#xa0;: arrondi au plus proche, égalité vers le pair (IEEE 754-2019), sous-normaux compris. ε est l&apos;écart entre 1 et la valeur immédiatement supérieure. Sources&#xa0;: IEEE 754-2019&#xa0;; OCP OFP8 1.0 (E4M3, E5M2)&#xa0;; OCP MX 1.0 (E2M1)&#xa0;; NVIDIA (TF32)&#xa0;; Google (bfloat16).</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Name, and sign + exponent + mantissa bits.</source>
        <translation>Nom, et bits de signe + exposant + mantisse.</translation>
    </message>
    <message>
        <source>Bits:</source>
        <translation>Bits&#xa0;:</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>sign</source>
        <translation>signe</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>exponent</source>
        <translation>exposant</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>mantissa</source>
        <translation>mantisse</translation>
    </message>
    <message>
        <source>One box per bit of the nearest value: sign, then the biased exponent, then the stored mantissa (fraction) bits.</source>
        <translation>Une case par bit de la valeur la plus proche&#xa0;: le signe, puis l&apos;exposant biaisé, puis les bits stockés de la mantisse (partie fractionnaire).</translation>
    </message>
    <message>
        <source>Nearest value</source>
        <translation>Valeur la plus proche</translation>
    </message>
    <message>
        <source>The format&apos;s value nearest to the input, marked in red when the input underflows to zero or overflows. &quot;≈&quot; marks a value shown rounded to the digits that tell it apart from its neighbours.</source>
        <translation>La valeur du format la plus proche de l&apos;entrée, en rouge quand l&apos;entrée est arrondie à zéro (dépassement inférieur) ou déborde. «&#xa0;≈&#xa0;» signale une valeur affichée arrondie au nombre de chiffres qui la distingue de ses voisines.</translation>
    </message>
    <message>
        <source>Relative
error</source>
        <translation>Erreur
relative</translation>
    </message>
    <message>
        <source>|nearest − input| / |input|; 1 when the value is lost (zero, infinity, NaN).</source>
        <translation>|plus proche − entrée| / |entrée|&#xa0;; 1 quand la valeur est perdue (zéro, infini, NaN).</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Plage</translation>
    </message>
    <message>
        <source>Largest finite value and smallest normal value.</source>
        <translation>Plus grande valeur finie et plus petite valeur normale.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>ε: the gap between 1 and the next value (relative precision); the smallest subnormal: the smallest positive value.</source>
        <translation>ε&#xa0;: l&apos;écart entre 1 et la valeur suivante (précision relative)&#xa0;; le plus petit sous-normal&#xa0;: la plus petite valeur positive.</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 bits</source>
        <translation>%1 + %2 + %3 bits</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 bits
stored in %4 bits</source>
        <translation>%1 + %2 + %3 bits
stockés sur %4 bits</translation>
    </message>
    <message>
        <source>Exponent bias %1. Infinity: %2. NaN: %3. Source: %4.</source>
        <translation>Biais d&apos;exposant %1. Infini&#xa0;: %2. NaN&#xa0;: %3. Source&#xa0;: %4.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 bits</translation>
    </message>
    <message>
        <source>The %1 value nearest to the input.</source>
        <translation>La valeur en %1 la plus proche de l&apos;entrée.</translation>
    </message>
    <message>
        <source>%1 nearest value</source>
        <translation>Valeur la plus proche en %1</translation>
    </message>
    <message>
        <source>Relative error of %1: |nearest − input| / |input|.</source>
        <translation>Erreur relative en %1&#xa0;: |plus proche − entrée| / |entrée|.</translation>
    </message>
    <message>
        <source>%1 relative error</source>
        <translation>Erreur relative en %1</translation>
    </message>
    <message>
        <source>Largest finite value and smallest normal value of %1.</source>
        <translation>Plus grande valeur finie et plus petite valeur normale en %1.</translation>
    </message>
    <message>
        <source>max %1
min normal %2</source>
        <translation>max. %1
min. normal %2</translation>
    </message>
    <message>
        <source>%1 range</source>
        <translation>Plage de %1</translation>
    </message>
    <message>
        <source>Epsilon (gap between 1 and the next %1 value) and the smallest positive value.</source>
        <translation>Epsilon (écart entre 1 et la valeur suivante en %1) et plus petite valeur positive.</translation>
    </message>
    <message>
        <source>ε %1
min subnormal %2</source>
        <translation>ε %1
min. sous-normal %2</translation>
    </message>
    <message>
        <source>%1 precision</source>
        <translation>Précision de %1</translation>
    </message>
    <message>
        <source>Type a number, e.g. 0.1 or 1e-8.</source>
        <translation>Saisissez un nombre, p. ex. 0.1 ou 1e-8.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>Still showing %1.</source>
        <translation>%1 reste affiché.</translation>
    </message>
    <message>
        <source>0 (exact)</source>
        <translation>0 (exact)</translation>
    </message>
    <message>
        <source>underflow → 0</source>
        <translation>dépassement inférieur → 0</translation>
    </message>
    <message>
        <source>The input is below half of %1&apos;s smallest subnormal (%2), so it rounds to zero: the value is lost.</source>
        <translation>L&apos;entrée est inférieure à la moitié du plus petit sous-normal de %1 (%2)&#xa0;: elle est arrondie à zéro, la valeur est perdue.</translation>
    </message>
    <message>
        <source>overflow → %1</source>
        <translation>dépassement → %1</translation>
    </message>
    <message>
        <source>This format has no infinity, so the value becomes NaN.</source>
        <translation>Ce format n&apos;a pas d&apos;infini&#xa0;: la valeur devient NaN.</translation>
    </message>
    <message>
        <source>The value becomes infinity.</source>
        <translation>La valeur devient infinie.</translation>
    </message>
    <message>
        <source>The value is clamped to the largest finite value.</source>
        <translation>La valeur est écrêtée à la plus grande valeur finie.</translation>
    </message>
    <message>
        <source>The input lies beyond %1&apos;s largest finite value (%2). %3</source>
        <translation>L&apos;entrée dépasse la plus grande valeur finie de %1 (%2). %3</translation>
    </message>
    <message>
        <source>no NaN code</source>
        <translation>pas de code NaN</translation>
    </message>
    <message>
        <source>%1 has no encoding for NaN; its bits show 0.</source>
        <translation>%1 n&apos;a pas d&apos;encodage pour NaN&#xa0;; ses bits affichent 0.</translation>
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
        <translation>SGD + momentum</translation>
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
        <translation>AdamW 8 bits</translation>
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
        <translation>Formats numériques et optimiseur</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Number formats of training: fp32; mixed precision (bf16/fp16/fp8 compute with an fp32 master copy and fp32 optimizer states); pure bf16 (no master copy); or PyTorch AMP (torch.autocast over fp32 weights: 16-bit copies of the weights for the matmuls, no master copy).</source>
        <translation>Formats numériques de l&apos;entraînement&#xa0;: fp32&#xa0;; précision mixte (calcul en bf16/fp16/fp8 avec une copie maîtresse fp32 et des états d&apos;optimiseur fp32)&#xa0;; bf16 pur (sans copie maîtresse)&#xa0;; ou PyTorch AMP (torch.autocast sur des poids fp32&#xa0;: copies 16 bits des poids pour les matmuls, sans copie maîtresse).</translation>
    </message>
    <message>
        <source>%1 (autocast)</source>
        <translation>%1 (autocast)</translation>
    </message>
    <message>
        <source>custom mix</source>
        <translation>mélange personnalisé</translation>
    </message>
    <message>
        <source>dtype mix...</source>
        <translation>mélange de dtypes...</translation>
    </message>
    <message>
        <source>Edit dtype mix</source>
        <translation>Modifier le mélange de dtypes</translation>
    </message>
    <message>
        <source>Choose the storage dtype of weights, gradients, master copy, optimizer states, activations and logits one by one.</source>
        <translation>Choisir un par un le dtype de stockage des poids, des gradients, de la copie maîtresse, des états de l&apos;optimiseur, des activations et des logits.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Sets how many state values the optimizer keeps per parameter: none (SGD), one (momentum, AdaGrad, RMSProp, Lion), two (Adam, AdamW), two 8-bit (AdamW 8-bit) or factored row/column statistics (Adafactor).</source>
        <translation>Détermine combien de valeurs d&apos;état l&apos;optimiseur conserve par paramètre&#xa0;: aucune (SGD), une (momentum, AdaGrad, RMSProp, Lion), deux (Adam, AdamW), deux sur 8 bits (AdamW 8-bit) ou des statistiques factorisées par ligne/colonne (Adafactor).</translation>
    </message>
</context>
<context>
    <name>rooflab::OffloadControls</name>
    <message>
        <source>on the GPU</source>
        <translation>sur le GPU</translation>
    </message>
    <message>
        <source>host memory (ZeRO-Offload)</source>
        <translation>mémoire hôte (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>NVMe (ZeRO-Infinity)</source>
        <translation>NVMe (ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>mémoire hôte</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>host memory (all but one layer)</source>
        <translation>mémoire hôte (toutes sauf une couche)</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Déchargement</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Where the optimizer step runs. Host memory: DeepSpeed&apos;s ZeRO-Offload keeps the fp32 weights, fp32 gradients and the optimizer states in the host&apos;s RAM (18 bytes per parameter with Adam), sends the gradients over PCIe and steps on the CPU. NVMe: ZeRO-Infinity swaps the states from the drives every step. Needs ZeRO stage 1 or more.</source>
        <translation>Où s&apos;exécute le pas de l&apos;optimiseur. Mémoire hôte : ZeRO-Offload de DeepSpeed garde les poids fp32, les gradients fp32 et les états de l&apos;optimiseur dans la RAM de l&apos;hôte (18 octets par paramètre avec Adam), envoie les gradients par PCIe et fait le pas sur le CPU. NVMe : ZeRO-Infinity échange les états avec les disques à chaque pas. Requiert l&apos;étape ZeRO 1 ou plus.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>ZeRO-3 with the optimizer offloaded: the 16-bit parameter shards also live on the host (or NVMe) and travel over PCIe before every forward and backward.</source>
        <translation>ZeRO-3 avec l&apos;optimiseur déchargé : les fragments de paramètres 16 bits résident aussi sur l&apos;hôte (ou NVMe) et passent par PCIe avant chaque passe avant et arrière.</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s CPU offload: every layer&apos;s saved activations go to the host while the next layers run and come back for the backward; one layer stays.</source>
        <translation>Déchargement CPU de Transformer Engine : les activations sauvegardées de chaque couche partent vers l&apos;hôte pendant que les couches suivantes tournent et reviennent pour la passe arrière ; une couche reste.</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>RAM hôte</translation>
    </message>
    <message>
        <source>Host RAM per node</source>
        <translation>RAM hôte par nœud</translation>
    </message>
    <message>
        <source>The host memory one node has for what is offloaded, checked against all of its GPUs&apos; processes. &apos;from the database&apos; uses the GPU&apos;s usual server (2 TB for a DGX H100).</source>
        <translation>La mémoire hôte d&apos;un nœud pour ce qui est déchargé, comparée aux processus de tous ses GPU. « depuis la base » utilise le serveur habituel du GPU (2 To pour un DGX H100).</translation>
    </message>
    <message>
        <source>from the database</source>
        <translation>depuis la base</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> Go</translation>
    </message>
</context>
<context>
    <name>rooflab::ParetoChart</name>
    <message>
        <source>Pareto front</source>
        <translation>Front de Pareto</translation>
    </message>
    <message>
        <source>Search to see the layouts here</source>
        <translation>Lancez la recherche pour voir les répartitions ici</translation>
    </message>
    <message numerus="yes">
        <source>Pareto front of %n layout(s)</source>
        <translation>
            <numerusform>Front de Pareto de %n répartition</numerusform>
            <numerusform>Front de Pareto de %n répartitions</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory headroom per GPU (%1)</source>
        <translation>Marge mémoire par GPU (%1)</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s par GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Juste</translation>
    </message>
</context>
<context>
    <name>rooflab::PlanPanel</name>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>No search: %1</source>
        <translation>Pas de recherche : %1</translation>
    </message>
    <message>
        <source>%1 layouts tried, %2 fit, in %3</source>
        <translation>%1 répartitions essayées, %2 tiennent, en %3</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>Annulée : %1</translation>
    </message>
    <message numerus="yes">
        <source>no layout fits; %n GPU(s) would</source>
        <translation>
            <numerusform>aucune répartition ne tient ; %n GPU suffirait</numerusform>
            <numerusform>aucune répartition ne tient ; %n GPU suffiraient</numerusform>
        </translation>
    </message>
    <message>
        <source>no layout fits</source>
        <translation>aucune répartition ne tient</translation>
    </message>
    <message>
        <source>Use layout %1 (%2)</source>
        <translation>Utiliser la répartition %1 (%2)</translation>
    </message>
    <message>
        <source>Export Layouts</source>
        <translation>Exporter les répartitions</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export layouts</source>
        <translation>Impossible d’exporter les répartitions</translation>
    </message>
    <message>
        <source>Global &amp;batch:</source>
        <translation>&amp;Lot global :</translation>
    </message>
    <message>
        <source>Sequences per optimizer step: data-parallel ranks × micro-batch × accumulation (plan.global_batch).</source>
        <translation>Séquences par pas d’optimiseur : rangs data-parallèles × micro-lot × accumulation (plan.global_batch).</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Lot global</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>&amp;GPU :</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>jusqu’à</translation>
    </message>
    <message>
        <source>Search every GPU count from the first to this one (plan.gpus).</source>
        <translation>Chercher chaque nombre de GPU du premier jusqu’à celui-ci (plan.gpus).</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>Nombre maximal de GPU</translation>
    </message>
    <message>
        <source>Hold as set:</source>
        <translation>Garder tel quel :</translation>
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
        <translation>Étape ZeRO</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lot</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recalcul</translation>
    </message>
    <message>
        <source>Keep this at the scenario&apos;s value while searching (plan.fixed).</source>
        <translation>Garder la valeur du scénario pendant la recherche (plan.fixed).</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>Try every layout of this model on these GPUs at this global batch and rank them.</source>
        <translation>Essayer chaque répartition de ce modèle sur ces GPU à ce lot global et les classer.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Use this layout</source>
        <translation>&amp;Utiliser cette répartition</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>The GPUs the layouts split the run over; with “up to”, the fewest searched.</source>
        <translation>Les GPU sur lesquels les répartitions partagent l’entraînement ; avec « jusqu’à », le plus petit nombre cherché.</translation>
    </message>
    <message>
        <source>The most GPUs searched (plan.gpus).</source>
        <translation>Le plus grand nombre de GPU cherché (plan.gpus).</translation>
    </message>
    <message>
        <source>Results are for the scenario before your last edit</source>
        <translation>Les résultats portent sur le scénario d’avant votre dernière modification</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2 : %3</translation>
    </message>
    <message>
        <source>Set the selected layout in the scenario (one undo step). Not for stale results: search again first.</source>
        <translation>Applique la disposition sélectionnée au scénario (une étape d’annulation). Pas pour des résultats périmés : relancez d’abord la recherche.</translation>
    </message>
    <message>
        <source>Results are for the scenario before your last edit — &lt;a href=&quot;search&quot;&gt;Search again&lt;/a&gt;</source>
        <translation>Les résultats portent sur le scénario d’avant votre dernière modification — &lt;a href=&quot;search&quot;&gt;Relancer la recherche&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>rooflab::PlanTableModel</name>
    <message>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Juste</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Ne tient pas</translation>
    </message>
    <message>
        <source>Near-tie group %1: the layouts of a group are within 1 % of each other</source>
        <translation>Groupe d’égalité %1 : les répartitions d’un groupe sont à moins de 1 % les unes des autres</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Répartition</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Durée du pas</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s par GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Mémoire de pointe</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Why not first</source>
        <translation>Pourquoi pas en tête</translation>
    </message>
    <message>
        <source>%1 GPUs · %2</source>
        <translation>%1 GPU · %2</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Temps jusqu’au premier jeton</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Temps par jeton de sortie</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Jetons de sortie/s par GPU</translation>
    </message>
    <message>
        <source>Meets SLO</source>
        <translation>Respecte le SLO</translation>
    </message>
</context>
<context>
    <name>rooflab::PrecisionDialog</name>
    <message>
        <source>Dtype mix</source>
        <translation>Mélange de dtypes</translation>
    </message>
    <message>
        <source>Storage format of each part of training state. Bytes per parameter follow directly; the matmul dtype picks the peak FLOP/s.</source>
        <translation>Format de stockage de chaque partie de l&apos;état d&apos;entraînement. Les octets par paramètre en découlent directement&#xa0;; le dtype des matmuls détermine les FLOP/s crête.</translation>
    </message>
    <message>
        <source>Start from preset</source>
        <translation>Partir d&apos;un préréglage</translation>
    </message>
    <message>
        <source>Fill every field below from a named preset, then adjust.</source>
        <translation>Remplir tous les champs ci-dessous à partir d&apos;un préréglage nommé, puis ajuster.</translation>
    </message>
    <message>
        <source>(keep)</source>
        <translation>(conserver)</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Working weights</source>
        <translation>Poids de travail</translation>
    </message>
    <message>
        <source>The copy of the weights the forward and backward passes read.</source>
        <translation>La copie des poids que lisent les passes avant et arrière.</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Gradient buffers, one value per parameter.</source>
        <translation>Tampons de gradients, une valeur par paramètre.</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Poids maîtres</translation>
    </message>
    <message>
        <source>The high-precision copy the optimizer updates in mixed precision; none when the working weights are the only copy.</source>
        <translation>La copie haute précision que l&apos;optimiseur met à jour en précision mixte&#xa0;; aucune quand les poids de travail sont la seule copie.</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>États de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>Momentum / variance buffers (how many depends on the optimizer).</source>
        <translation>Tampons de moment / variance (leur nombre dépend de l&apos;optimiseur).</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Tensors saved for the backward pass.</source>
        <translation>Tenseurs sauvegardés pour la passe arrière.</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>The vocabulary-sized output and cross-entropy buffer, often kept in fp32.</source>
        <translation>La sortie de la taille du vocabulaire et le tampon de l&apos;entropie croisée, souvent conservés en fp32.</translation>
    </message>
    <message>
        <source>Matmul dtype</source>
        <translation>Dtype des matmuls</translation>
    </message>
    <message>
        <source>The tensor-core format the matmuls run in: its peak sets time and the roofline.</source>
        <translation>Le format Tensor Core dans lequel s&apos;exécutent les matmuls&#xa0;: sa crête détermine la durée et le roofline.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 (%2 bits)</source>
        <translation>%1 (%2 bits)</translation>
    </message>
    <message>
        <source>Autocast (torch.autocast)</source>
        <translation>Autocast (torch.autocast)</translation>
    </message>
    <message>
        <source>The matmuls run in the activations&apos; dtype on 16-bit copies of the weights, made in each forward and kept for the backward; the residual stream and the norms stay in the weights&apos; dtype. Usually with fp32 weights and no master copy.</source>
        <translation>Les matmuls s&apos;exécutent dans le dtype des activations sur des copies 16 bits des poids, créées à chaque passe avant et conservées pour la passe arrière&#xa0;; le flux résiduel et les normalisations restent dans le dtype des poids. En général avec des poids fp32 et sans copie maîtresse.</translation>
    </message>
    <message>
        <source>FP8 scaling</source>
        <translation>Mise à l&apos;échelle FP8</translation>
    </message>
    <message>
        <source>delayed (per tensor, amax history)</source>
        <translation>différée (par tenseur, historique d&apos;amax)</translation>
    </message>
    <message>
        <source>current (per tensor)</source>
        <translation>courante (par tenseur)</translation>
    </message>
    <message>
        <source>blocks (1 × 128, 128 × 128)</source>
        <translation>blocs (1 × 128, 128 × 128)</translation>
    </message>
    <message>
        <source>FP8 all-gather (FSDP)</source>
        <translation>All-gather en FP8 (FSDP)</translation>
    </message>
    <message>
        <source>torchao&apos;s enable_fsdp_float8_all_gather: under ZeRO-3/FSDP the layers&apos; linear weights are cast to FP8 before the all-gather, which then sends and holds 1 byte per weight instead of 2. Only with an FP8 matmul dtype and ZeRO-3.</source>
        <translation>enable_fsdp_float8_all_gather de torchao : sous ZeRO-3/FSDP, les poids linéaires des couches sont convertis en FP8 avant l&apos;all-gather, qui envoie et conserve alors 1 octet par poids au lieu de 2. Uniquement avec un dtype des matmuls FP8 et ZeRO-3.</translation>
    </message>
    <message>
        <source>How an FP8 recipe scales its tensors (Megatron-LM&apos;s --fp8-recipe). Delayed scaling also keeps an FP8 copy of the attention output projection&apos;s input. Rows is torchao&apos;s rowwise recipe (torchtitan&apos;s float8.recipe_name &quot;rowwise&quot;), torchtitan only. MXFP8 and NVFP4 are chosen by the matmul dtype.</source>
        <translation>Comment une recette FP8 met ses tenseurs à l&apos;échelle (--fp8-recipe de Megatron-LM). La mise à l&apos;échelle différée garde aussi une copie FP8 de l&apos;entrée de la projection de sortie de l&apos;attention. Lignes est la recette par lignes de torchao (float8.recipe_name « rowwise » de torchtitan), avec torchtitan seulement. MXFP8 et NVFP4 se choisissent par le dtype des matmul.</translation>
    </message>
    <message>
        <source>rows (torchao, torchtitan)</source>
        <translation>lignes (torchao, torchtitan)</translation>
    </message>
</context>
<context>
    <name>rooflab::PresentationStrip</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>sélectif</translation>
    </message>
    <message>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>toutes les k couches</translation>
    </message>
    <message>
        <source>0 (DDP)</source>
        <translation>0 (DDP)</translation>
    </message>
    <message>
        <source>1 (optimizer)</source>
        <translation>1 (optimiseur)</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2 (+ gradients)</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3 (+ poids)</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Taille du modèle</translation>
    </message>
    <message>
        <source>Parameters of a size-only model (a Llama-style shape derived from the count). Dragging it replaces a published architecture with a size-only model.</source>
        <translation>Paramètres d&apos;un modèle défini par sa seule taille (une forme de type Llama déduite du nombre). Le faire glisser remplace une architecture publiée par un modèle défini par sa taille.</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <source>Tokens per training sequence.</source>
        <translation>Jetons par séquence d&apos;entraînement.</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lot</translation>
    </message>
    <message>
        <source>Sequences each GPU processes per forward/backward pass.</source>
        <translation>Séquences que chaque GPU traite par passe avant/arrière.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs in the run: the data-parallel degree is what tensor and pipeline parallelism leave.</source>
        <translation>GPU de l&apos;exécution : le degré de parallélisme de données est ce que laissent le parallélisme de tenseurs et de pipeline.</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>Activation checkpointing: selective recomputes the attention core, full keeps only each layer&apos;s input.</source>
        <translation>Checkpointing des activations : sélectif recalcule le cœur de l&apos;attention, complet ne garde que l&apos;entrée de chaque couche.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Niveau ZeRO</translation>
    </message>
    <message>
        <source>What the data-parallel GPUs shard: 1 the optimizer states, 2 also the gradients, 3 also the weights.</source>
        <translation>Ce que les GPU en parallélisme de données répartissent : 1 les états de l&apos;optimiseur, 2 aussi les gradients, 3 aussi les poids.</translation>
    </message>
    <message>
        <source>Previous lecture (Page Up)</source>
        <translation>Cours précédent (Page préc.)</translation>
    </message>
    <message>
        <source>Previous lecture</source>
        <translation>Cours précédent</translation>
    </message>
    <message>
        <source>Next lecture (Page Down)</source>
        <translation>Cours suivant (Page suiv.)</translation>
    </message>
    <message>
        <source>Next lecture</source>
        <translation>Cours suivant</translation>
    </message>
    <message>
        <source>Lecture %1 / %2</source>
        <translation>Cours %1 / %2</translation>
    </message>
    <message>
        <source>Lectures</source>
        <translation>Cours</translation>
    </message>
    <message>
        <source>op-selective</source>
        <translation>op-sélectif</translation>
    </message>
    <message>
        <source>block (first N layers)</source>
        <translation>bloc (N premières couches)</translation>
    </message>
</context>
<context>
    <name>rooflab::RooflineChart</name>
    <message>
        <source>training</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>préremplissage</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>décodage</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limité par la mémoire</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limité par le calcul</translation>
    </message>
    <message>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>intensité arithmétique (FLOP/octet)</translation>
    </message>
    <message>
        <source>attainable TFLOP/s</source>
        <translation>TFLOP/s atteignables</translation>
    </message>
    <message>
        <source>memory-bound op</source>
        <translation>op. limitée par la mémoire</translation>
    </message>
    <message>
        <source>compute-bound op</source>
        <translation>op. limitée par le calcul</translation>
    </message>
    <message>
        <source>%1 roofline — %2</source>
        <translation>Roofline %1 — %2</translation>
    </message>
    <message>
        <source>compute in %1</source>
        <translation>calcul en %1</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>%1 tokens/s par GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
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
FLOPs&#xa0;: %2
octets&#xa0;: %3
intensité&#xa0;: %4 FLOP/B
atteignable&#xa0;: %5
%6
durée&#xa0;: %7</translation>
    </message>
    <message>
        <source>%1 (%2)
intensity: %3 FLOP/B
measured: %4</source>
        <translation>%1 (%2)
intensité&#xa0;: %3 FLOP/B
mesuré&#xa0;: %4</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/B</source>
        <translation>coude %1 FLOP/B</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>mémoire %1</translation>
    </message>
    <message>
        <source>FP32 vector</source>
        <translation>FP32 vectoriel</translation>
    </message>
    <message>
        <source>FP32 vector (CUDA cores) %1</source>
        <translation>FP32 vectoriel (cœurs CUDA) %1</translation>
    </message>
    <message>
        <source>%1% of datasheet</source>
        <translation>%1&#xa0;% de la fiche technique</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>mesuré %1</translation>
    </message>
    <message>
        <source>measured %1 %2</source>
        <translation>mesuré %1 %2</translation>
    </message>
    <message>
        <source>another GPU: %1</source>
        <translation>autre GPU : %1</translation>
    </message>
    <message>
        <source>predicted %1 per token</source>
        <translation>prévu %1 par jeton</translation>
    </message>
    <message>
        <source>predicted %1 per step</source>
        <translation>prévu %1 par pas</translation>
    </message>
    <message>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <source>roofline bound: %1 per token</source>
        <translation>borne du roofline : %1 par jeton</translation>
    </message>
    <message>
        <source>roofline bound: %1 per step</source>
        <translation>borne du roofline : %1 par pas</translation>
    </message>
    <message>
        <source>MFU at most %1 %</source>
        <translation>MFU au plus %1 %</translation>
    </message>
    <message>
        <source>serving: TTFT %1, TPOT %2, %3 tokens/s per GPU</source>
        <translation>service : TTFT %1, TPOT %2, %3 jetons/s par GPU</translation>
    </message>
</context>
<context>
    <name>rooflab::RunControls</name>
    <message>
        <source>Run and cost</source>
        <translation>Entraînement et coût</translation>
    </message>
    <message>
        <source>Training tokens (D)</source>
        <translation>Tokens d&apos;entraînement (D)</translation>
    </message>
    <message>
        <source>Tokens the whole run trains on: with 6ND it sets total FLOPs, days, GPU-hours and cost. Chinchilla-optimal is about 20 tokens per parameter.</source>
        <translation>Tokens sur lesquels porte tout l&apos;entraînement&#xa0;: avec 6ND, ils déterminent le total de FLOPs, les jours, les heures-GPU et le coût. L&apos;optimum de Chinchilla est d&apos;environ 20 tokens par paramètre.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Utilisation des FLOPs du modèle</translation>
    </message>
    <message>
        <source>Fraction of the GPUs&apos; dense peak a training run achieves (MFU, Chowdhery et al. 2022); 0.35-0.55 is typical for large runs. Sets the days and the cost.</source>
        <translation>Fraction de la crête dense des GPU qu&apos;atteint un entraînement (MFU, Chowdhery et al. 2022)&#xa0;; 0,35-0,55 est typique des grands entraînements. Détermine les jours et le coût.</translation>
    </message>
    <message>
        <source>Price / GPU-hour</source>
        <translation>Prix / heure-GPU</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Prix par heure-GPU</translation>
    </message>
    <message>
        <source>What one GPU-hour costs (cloud list price or amortised). 0 hides the cost.</source>
        <translation>Ce que coûte une heure-GPU (prix catalogue du cloud ou coût amorti). 0 masque le coût.</translation>
    </message>
</context>
<context>
    <name>rooflab::SavingsControls</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>selective (attention core)</source>
        <translation>sélectif (cœur de l&apos;attention)</translation>
    </message>
    <message>
        <source>full (every layer)</source>
        <translation>complet (chaque couche)</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>toutes les k couches</translation>
    </message>
    <message>
        <source>Memory savings</source>
        <translation>Économies de mémoire</translation>
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
        <translation>Checkpoint toutes les k couches</translation>
    </message>
    <message>
        <source>With every-k checkpointing, keep the input of every k-th layer and recompute the rest of each segment. &apos;auto&apos; uses k = sqrt(layers), which minimises memory.</source>
        <translation>Avec le checkpointing toutes les k couches, garder l&apos;entrée d&apos;une couche sur k et recalculer le reste de chaque segment. «&#xa0;auto&#xa0;» utilise k = sqrt(couches), ce qui minimise la mémoire.</translation>
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
        <translation>L&apos;attention fusionnée ne stocke jamais les matrices s x s des scores et du softmax, ce qui supprime le terme d&apos;activation quadratique en la longueur de séquence.</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Dropout keeps one mask byte per element it drops (attention, after attention and after the MLP): more activation memory. Most LLM pre-training turns it off.</source>
        <translation>Le dropout conserve un octet de masque par élément auquel il s&apos;applique (attention, après l&apos;attention et après le MLP)&#xa0;: plus de mémoire d&apos;activations. La plupart des pré-entraînements de LLM le désactivent.</translation>
    </message>
    <message>
        <source>attention core</source>
        <translation>cœur de l’attention</translation>
    </message>
    <message>
        <source>norms not fused into a linear (latent attention, MoE)</source>
        <translation>normes non fusionnées à une couche linéaire (attention latente, MoE)</translation>
    </message>
    <message>
        <source>latent attention&apos;s up-projections</source>
        <translation>projections montantes de l’attention latente</translation>
    </message>
    <message>
        <source>the experts&apos; activation</source>
        <translation>l’activation des experts</translation>
    </message>
    <message>
        <source>a dense layer&apos;s whole MLP</source>
        <translation>le MLP entier d’une couche dense</translation>
    </message>
    <message>
        <source>an MoE layer&apos;s whole MLP</source>
        <translation>le MLP entier d’une couche MoE</translation>
    </message>
    <message>
        <source>the shared expert</source>
        <translation>l’expert partagé</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalculer</translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation>Modules recalculés</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s selective recomputation (--recompute-modules): each module&apos;s outputs are dropped after the forward and computed again in the backward. Fewer activations, more compute. With selective checkpointing and the Megatron implementation.</source>
        <translation>Recalcul sélectif de Megatron-Core (--recompute-modules) : les sorties de chaque module sont abandonnées après la passe avant et recalculées dans la passe arrière. Moins d’activations, plus de calcul. Avec le checkpointing sélectif et l’implémentation Megatron.</translation>
    </message>
    <message>
        <source>(selective, Megatron)</source>
        <translation>(sélectif, Megatron)</translation>
    </message>
    <message>
        <source>op-selective (torchtitan: every other matmul)</source>
        <translation>op-sélectif (torchtitan : un matmul sur deux)</translation>
    </message>
    <message>
        <source>block (first N layers)</source>
        <translation>bloc (N premières couches)</translation>
    </message>
    <message>
        <source>Activation checkpointing trades compute for memory: selective recomputes the attention core, full keeps only each layer&apos;s input (about a third more compute), every-k keeps every k-th layer&apos;s input, op-selective (PyTorch&apos;s selective checkpointing as torchtitan applies it) keeps the outputs of every other matrix product and of attention and recomputes the rest, block (Megatron&apos;s --recompute-method block) recomputes the first N layers of each pipeline stage in full and keeps the others whole.</source>
        <translation>Le checkpointing des activations échange du calcul contre de la mémoire&#xa0;: sélectif recalcule le cœur de l&apos;attention, complet ne garde que l&apos;entrée de chaque couche (environ un tiers de calcul en plus), toutes les k couches garde l&apos;entrée d&apos;une couche sur k, op-sélectif (le checkpointing sélectif de PyTorch tel que torchtitan l&apos;applique) garde les sorties d&apos;un produit matriciel sur deux et de l&apos;attention, et recalcule le reste, bloc (--recompute-method block de Megatron) recalcule entièrement les N premières couches de chaque étage du pipeline et garde les autres entières.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Layers recomputed per stage</source>
        <translation>Couches recalculées par étage</translation>
    </message>
    <message>
        <source>With block checkpointing, the first N layers of each pipeline stage (of each model chunk with virtual stages) keep only their input and are recomputed in the backward; the others keep all their activations (Megatron&apos;s --recompute-num-layers).</source>
        <translation>Avec le checkpointing par bloc, les N premières couches de chaque étage du pipeline (de chaque tronçon du modèle avec des étages virtuels) ne gardent que leur entrée et sont recalculées dans la passe arrière&#xa0;; les autres gardent toutes leurs activations (--recompute-num-layers de Megatron).</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioComparison</name>
    <message>
        <source>same</source>
        <translation>identique</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>scénario non valide</translation>
    </message>
    <message>
        <source>%1%2 points</source>
        <translation>%1%2 points</translation>
    </message>
    <message>
        <source>%1%2 at %1%3 per GPU-hour</source>
        <translation>%1%2 à %1%3 par heure GPU</translation>
    </message>
    <message>
        <source>Training memory per GPU</source>
        <translation>Mémoire d&apos;entraînement par GPU</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 sur %2 (%3)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
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
        <translation>Temps par étape</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>MFU prévue</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Tokens/s (all GPUs)</source>
        <translation>Tokens/s (toutes les GPU)</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s par GPU</translation>
    </message>
    <message>
        <source>Trained tokens (D)</source>
        <translation>Tokens entraînés (D)</translation>
    </message>
    <message>
        <source>Time to train (predicted speed)</source>
        <translation>Durée d&apos;entraînement (vitesse prévue)</translation>
    </message>
    <message>
        <source>Time to train (at the set MFU)</source>
        <translation>Durée d&apos;entraînement (à la MFU fixée)</translation>
    </message>
    <message>
        <source>%1 at %2 % MFU</source>
        <translation>%1 à %2 % de MFU</translation>
    </message>
    <message>
        <source>GPU-hours (at the set MFU)</source>
        <translation>Heures GPU (à la MFU fixée)</translation>
    </message>
    <message>
        <source>Cost (at the set MFU)</source>
        <translation>Coût (à la MFU fixée)</translation>
    </message>
    <message>
        <source>no price per GPU-hour</source>
        <translation>pas de prix par heure GPU</translation>
    </message>
    <message>
        <source>no training tokens</source>
        <translation>pas de tokens d&apos;entraînement</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>non calculé</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3</source>
        <translation>%1 %2 -&gt; %3</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>another GPU</source>
        <translation>autre GPU</translation>
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
        <translation> (modifié)</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioEdit</name>
    <message>
        <source>Change %1</source>
        <translation>modification de «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingChart</name>
    <message>
        <source>Serving</source>
        <translation>Service</translation>
    </message>
    <message>
        <source>Serving: %1</source>
        <translation>Service : %1</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Temps jusqu’au premier jeton</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Temps par jeton de sortie</translation>
    </message>
    <message>
        <source>TTFT target %1</source>
        <translation>Cible TTFT %1</translation>
    </message>
    <message>
        <source>TPOT target %1</source>
        <translation>Cible TPOT %1</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU (at n in flight)</source>
        <translation>Jetons de sortie/s par GPU (à n en cours)</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Ce scénario</translation>
    </message>
    <message>
        <source>Requests in flight (concurrency)</source>
        <translation>Requêtes en cours (concurrence)</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latence (ms)</translation>
    </message>
    <message>
        <source>Output tokens/s per user (1 / TPOT)</source>
        <translation>Jetons de sortie/s par utilisateur (1 / TPOT)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Jetons de sortie/s par GPU</translation>
    </message>
    <message>
        <source>%1 requests/s, %2 in flight</source>
        <translation>%1 requêtes/s, %2 en cours</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 en cours</translation>
    </message>
    <message>
        <source>This scenario:
%1,
%2 tokens/s per GPU,
limited by %3</source>
        <translation>Ce scénario :
%1,
%2 jetons/s par GPU,
limité par %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingCurve</name>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bande passante mémoire</translation>
    </message>
    <message>
        <source>per-step overhead</source>
        <translation>surcoût par étape</translation>
    </message>
    <message>
        <source>KV-cache capacity</source>
        <translation>capacité du cache KV</translation>
    </message>
    <message>
        <source>batch limit (max_num_seqs)</source>
        <translation>limite de lot (max_num_seqs)</translation>
    </message>
    <message>
        <source>%1-%2 x</source>
        <translation>%1-%2 x</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>non comparé</translation>
    </message>
    <message>
        <source>TTFT %1, TPOT %2, throughput %3</source>
        <translation>TTFT %1, TPOT %2, débit %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingPanel</name>
    <message>
        <source>Add Serving Settings</source>
        <translation>Ajouter les réglages de service</translation>
    </message>
    <message>
        <source>At %1 requests in flight: </source>
        <translation>À %1 requêtes en cours : </translation>
    </message>
    <message>
        <source>At %1 requests/s (%2 in flight on average): </source>
        <translation>À %1 requêtes/s (%2 en cours en moyenne) : </translation>
    </message>
    <message>
        <source>time to first token %1, time per output token %2, %3 output tokens/s per GPU (%4 in all), %5 requests/s; limited by %6.</source>
        <translation>temps jusqu’au premier jeton %1, temps par jeton de sortie %2, %3 jetons de sortie/s par GPU (%4 au total), %5 requêtes/s ; limité par %6.</translation>
    </message>
    <message>
        <source>Requests arrive faster than they complete: the queue grows without bound.</source>
        <translation>Les requêtes arrivent plus vite qu’elles ne se terminent : la file croît sans limite.</translation>
    </message>
    <message>
        <source>Misses the TTFT target of %1.</source>
        <translation>Manque la cible TTFT de %1.</translation>
    </message>
    <message>
        <source>Misses the TPOT target of %1.</source>
        <translation>Manque la cible TPOT de %1.</translation>
    </message>
    <message>
        <source>Meets its targets.</source>
        <translation>Atteint ses cibles.</translation>
    </message>
    <message>
        <source>This scenario has no serving settings: nothing says which engine serves the model, at what load.
Add them to see the time to first token, the time per output token and the throughput against the requests in flight.
In a scenario file: a &quot;serving&quot; block, e.g. {&quot;engine&quot;: &quot;vllm&quot;, &quot;input_tokens&quot;: 1024, &quot;output_tokens&quot;: 256, &quot;concurrency&quot;: 32} (docs/scenario-format.md).</source>
        <translation>Ce scénario n’a pas de réglages de service : rien ne dit quel moteur sert le modèle, ni à quelle charge.
Ajoutez-les pour voir le temps jusqu’au premier jeton, le temps par jeton de sortie et le débit selon les requêtes en cours.
Dans un fichier de scénario : un bloc « serving », p. ex. {&quot;engine&quot;: &quot;vllm&quot;, &quot;input_tokens&quot;: 1024, &quot;output_tokens&quot;: 256, &quot;concurrency&quot;: 32} (docs/scenario-format.md).</translation>
    </message>
    <message>
        <source>No serving curve for this scenario.</source>
        <translation>Pas de courbe de service pour ce scénario.</translation>
    </message>
    <message>
        <source>No serving curve: %1.</source>
        <translation>Pas de courbe de service : %1.</translation>
    </message>
    <message>
        <source>%1 on %2 x %3, %4, %5 + %6 tokens per request</source>
        <translation>%1 sur %2 x %3, %4, %5 + %6 jetons par requête</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Moteur</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Moteur de service</translation>
    </message>
    <message>
        <source>The engine whose defaults apply: CUDA graphs, chunked prefill, batch limits and the fixed overhead of each step (docs/formulas.md, &quot;Serving&quot;).</source>
        <translation>Le moteur dont les réglages par défaut s’appliquent : CUDA graphs, prefill par morceaux, limites de lot et le surcoût fixe de chaque étape (docs/formulas.md, « Serving »).</translation>
    </message>
    <message>
        <source>P&amp;rompt</source>
        <translation>P&amp;rompt</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Jetons du prompt</translation>
    </message>
    <message>
        <source>Tokens in each request&apos;s prompt.</source>
        <translation>Jetons dans le prompt de chaque requête.</translation>
    </message>
    <message>
        <source>O&amp;utput</source>
        <translation>S&amp;ortie</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Jetons de sortie</translation>
    </message>
    <message>
        <source>Tokens each request generates. Prompt and output together stay within the model&apos;s context.</source>
        <translation>Jetons que génère chaque requête. Prompt et sortie ensemble restent dans le contexte du modèle.</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>Requests in f&amp;light</source>
        <translation>Requêtes en &amp;cours</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concurrence</translation>
    </message>
    <message>
        <source>Clients, each sending its next request when the last one ends (a closed loop). Setting it replaces a request rate.</source>
        <translation>Clients qui envoient leur requête suivante quand la précédente se termine (boucle fermée). Le régler remplace un débit de requêtes.</translation>
    </message>
    <message>
        <source>Add serving settings</source>
        <translation>Ajouter les réglages de service</translation>
    </message>
    <message>
        <source>Adds the serving example&apos;s settings: vLLM, 1,024-token prompts, 256 output tokens, 32 requests in flight. Undo takes them away.</source>
        <translation>Ajoute les réglages de l’exemple de service : vLLM, prompts de 1 024 jetons, 256 jetons de sortie, 32 requêtes en cours. Annuler les retire.</translation>
    </message>
    <message>
        <source>Sett&amp;ings...</source>
        <translation>Régla&amp;ges...</translation>
    </message>
    <message>
        <source>Every other key of the serving block: the load as a request rate, the engine&apos;s limits, latency targets, speculative decoding, disaggregated prefill and decode, expert parallelism.</source>
        <translation>Toutes les autres clés du bloc serving&#xa0;: la charge sous forme de débit de requêtes, les limites du moteur, les cibles de latence, le décodage spéculatif, le prefill et le décodage désagrégés, le parallélisme d’experts.</translation>
    </message>
    <message>
        <source>Published runs of %1 over the prediction: %2.</source>
        <translation>Exécutions publiées de %1 rapportées à la prédiction&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingSettingsDialog</name>
    <message>
        <source>%1 (the scenario&apos;s)</source>
        <translation>%1 (du scénario)</translation>
    </message>
    <message>
        <source>Serving Settings</source>
        <translation>Réglages de service</translation>
    </message>
    <message>
        <source>The serving block&apos;s other keys (docs/scenario-format.md, &quot;serving&quot;). Each change is one edit of the scenario: Undo takes it back.</source>
        <translation>Les autres clés du bloc serving (docs/scenario-format.md, «&#xa0;serving&#xa0;»). Chaque modification est une édition du scénario&#xa0;: Annuler la défait.</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Cibles</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;Time to first token</source>
        <translation>&amp;Temps jusqu’au premier jeton</translation>
    </message>
    <message>
        <source>ttft_s: the time to first token aimed at. The summary says whether the load meets it; none leaves it out.</source>
        <translation>ttft_s&#xa0;: le temps jusqu’au premier jeton visé. Le résumé indique si la charge le respecte&#xa0;; «&#xa0;aucun&#xa0;» l’omet.</translation>
    </message>
    <message>
        <source>Time per o&amp;utput token</source>
        <translation>Temps par jeton de &amp;sortie</translation>
    </message>
    <message>
        <source>tpot_s: the time between two output tokens aimed at; none leaves it out.</source>
        <translation>tpot_s&#xa0;: le temps visé entre deux jetons de sortie&#xa0;; «&#xa0;aucun&#xa0;» l’omet.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>closed loop: requests in flight</source>
        <translation>boucle fermée&#xa0;: requêtes en cours</translation>
    </message>
    <message>
        <source>open loop: requests per second</source>
        <translation>boucle ouverte&#xa0;: requêtes par seconde</translation>
    </message>
    <message>
        <source>Load t&amp;ype</source>
        <translation>T&amp;ype de charge</translation>
    </message>
    <message>
        <source>A closed loop keeps a number of clients busy, each sending its next request when the last one ends (concurrency); an open loop sends requests at a rate, whatever the server&apos;s pace (request_rate, Poisson arrivals). A scenario has one of the two.</source>
        <translation>Une boucle fermée maintient occupés un certain nombre de clients, chacun envoyant sa requête suivante quand la précédente se termine (concurrency)&#xa0;; une boucle ouverte envoie des requêtes à un débit donné, quel que soit le rythme du serveur (request_rate, arrivées de Poisson). Un scénario a l’une des deux.</translation>
    </message>
    <message>
        <source>Requests in &amp;flight</source>
        <translation>Requêtes en &amp;cours</translation>
    </message>
    <message>
        <source>concurrency: the clients of the closed loop. Setting it replaces a request rate.</source>
        <translation>concurrency&#xa0;: les clients de la boucle fermée. Le régler remplace un débit de requêtes.</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> requêtes/s</translation>
    </message>
    <message>
        <source>Request &amp;rate</source>
        <translation>Débit de &amp;requêtes</translation>
    </message>
    <message>
        <source>request_rate: requests arriving per second in the open loop. Setting it replaces the concurrency.</source>
        <translation>request_rate&#xa0;: requêtes arrivant par seconde dans la boucle ouverte. Le régler remplace la concurrence.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Prefix cache &amp;hits</source>
        <translation>Succès du cache de &amp;préfixes</translation>
    </message>
    <message>
        <source>prefix_cache_hit: the share of each prompt found in the prefix cache (a shared system prompt, earlier turns of a chat); prefill computes only the rest.</source>
        <translation>prefix_cache_hit&#xa0;: la part de chaque prompt trouvée dans le cache de préfixes (un prompt système partagé, les tours précédents d’une conversation)&#xa0;; le prefill ne calcule que le reste.</translation>
    </message>
    <message>
        <source>&amp;Streaming</source>
        <translation>Str&amp;eaming</translation>
    </message>
    <message>
        <source>streaming: each token is sent back as it is generated (chat clients, the engines&apos; serving benchmarks); off: the whole answer at the end (trtllm-bench, offline runs).</source>
        <translation>streaming&#xa0;: chaque jeton est renvoyé dès qu’il est généré (clients de chat, benchmarks de service des moteurs)&#xa0;; désactivé&#xa0;: toute la réponse à la fin (trtllm-bench, exécutions hors ligne).</translation>
    </message>
    <message>
        <source>Engine limits</source>
        <translation>Limites du moteur</translation>
    </message>
    <message>
        <source>current release</source>
        <translation>version actuelle</translation>
    </message>
    <message>
        <source>Engine &amp;version</source>
        <translation>&amp;Version du moteur</translation>
    </message>
    <message>
        <source>engine_version, e.g. 0.6.0: chooses the defaults of that release (vLLM before 0.8 runs its V0 engine). Empty: the engine&apos;s current release.</source>
        <translation>engine_version, p.&#xa0;ex. 0.6.0&#xa0;: choisit les valeurs par défaut de cette version (vLLM avant 0.8 exécute son moteur V0). Vide&#xa0;: la version actuelle du moteur.</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>par défaut du moteur (%1)</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>par défaut du moteur</translation>
    </message>
    <message>
        <source>Max se&amp;quences</source>
        <translation>Sé&amp;quences max.</translation>
    </message>
    <message>
        <source>max_num_seqs: the most requests one step runs (vLLM --max-num-seqs, SGLang --max-running-requests, TensorRT-LLM --max_batch_size).</source>
        <translation>max_num_seqs&#xa0;: le nombre maximal de requêtes qu’exécute une étape (vLLM --max-num-seqs, SGLang --max-running-requests, TensorRT-LLM --max_batch_size).</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>Max &amp;batched tokens</source>
        <translation>&amp;Jetons max. par lot</translation>
    </message>
    <message>
        <source>max_num_batched_tokens: the tokens one step may process, prompts&apos; chunks and decodes together (vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size, TensorRT-LLM --max_num_tokens).</source>
        <translation>max_num_batched_tokens&#xa0;: les jetons qu’une étape peut traiter, morceaux de prompts et décodages confondus (vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size, TensorRT-LLM --max_num_tokens).</translation>
    </message>
    <message>
        <source>engine default (on)</source>
        <translation>par défaut du moteur (activé)</translation>
    </message>
    <message>
        <source>engine default (off)</source>
        <translation>par défaut du moteur (désactivé)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>CUDA &amp;graphs</source>
        <translation>CUDA &amp;graphs</translation>
    </message>
    <message>
        <source>cuda_graphs: decode steps replayed as CUDA graphs, without a launch per kernel (off: vLLM --enforce-eager, SGLang --disable-cuda-graph).</source>
        <translation>cuda_graphs&#xa0;: étapes de décodage rejouées sous forme de CUDA graphs, sans un lancement par noyau (désactivé&#xa0;: vLLM --enforce-eager, SGLang --disable-cuda-graph).</translation>
    </message>
    <message>
        <source>S&amp;cheduler steps</source>
        <translation>Étapes de l’ordonna&amp;nceur</translation>
    </message>
    <message>
        <source>scheduler_steps: decode steps run per scheduling pass (vLLM --num-scheduler-steps, SGLang --num-continuous-decode-steps); new requests join only between passes.</source>
        <translation>scheduler_steps&#xa0;: étapes de décodage exécutées par passe d’ordonnancement (vLLM --num-scheduler-steps, SGLang --num-continuous-decode-steps)&#xa0;; les nouvelles requêtes n’entrent qu’entre deux passes.</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Décodage spéculatif</translation>
    </message>
    <message>
        <source>n-gram lookup</source>
        <translation>recherche de n-grammes</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>modèle brouillon</translation>
    </message>
    <message>
        <source>Specu&amp;lative method</source>
        <translation>Méthode spécu&amp;lative</translation>
    </message>
    <message>
        <source>speculative: tokens proposed each step and verified by the model in one pass. An n-gram lookup in the prompt costs no GPU time; a draft model runs on the same GPUs.</source>
        <translation>speculative&#xa0;: jetons proposés à chaque étape et vérifiés par le modèle en une seule passe. Une recherche de n-grammes dans le prompt ne coûte aucun temps GPU&#xa0;; un modèle brouillon tourne sur les mêmes GPU.</translation>
    </message>
    <message>
        <source>Draft to&amp;kens per step</source>
        <translation>Jetons &amp;brouillon par étape</translation>
    </message>
    <message>
        <source>draft_tokens: the tokens proposed each step.</source>
        <translation>draft_tokens&#xa0;: les jetons proposés à chaque étape.</translation>
    </message>
    <message>
        <source>&amp;Acceptance rate</source>
        <translation>T&amp;aux d’acceptation</translation>
    </message>
    <message>
        <source>acceptance: the chance that the model accepts each proposed token (Leviathan et al. 2023&apos;s alpha).</source>
        <translation>acceptance&#xa0;: la probabilité que le modèle accepte chaque jeton proposé (l’alpha de Leviathan et al. 2023).</translation>
    </message>
    <message>
        <source>Draft &amp;model</source>
        <translation>&amp;Modèle brouillon</translation>
    </message>
    <message>
        <source>draft_model: the small model that proposes the tokens, from the model list: those that share the served model&apos;s vocabulary, as the engine verifies the draft&apos;s tokens by their ids.</source>
        <translation>draft_model&#xa0;: le petit modèle qui propose les jetons, pris dans la liste des modèles&#xa0;: ceux qui partagent le vocabulaire du modèle servi, car le moteur vérifie les jetons du brouillon par leurs identifiants.</translation>
    </message>
    <message>
        <source>&amp;Disaggregated prefill and decode</source>
        <translation>Prefill et décodage &amp;désagrégés</translation>
    </message>
    <message>
        <source>disaggregation: prompts run on prefill instances, their KV cache moves to decode instances, which only decode (DistServe, Zhong et al. 2024).</source>
        <translation>disaggregation&#xa0;: les prompts s’exécutent sur des instances de prefill, leur cache KV passe à des instances de décodage, qui ne font que décoder (DistServe, Zhong et al. 2024).</translation>
    </message>
    <message>
        <source>best split</source>
        <translation>meilleure répartition</translation>
    </message>
    <message>
        <source>as the layout (%1)</source>
        <translation>comme la disposition (%1)</translation>
    </message>
    <message>
        <source>Prefill &amp;instances</source>
        <translation>&amp;Instances de prefill</translation>
    </message>
    <message>
        <source>prefill_instances; best split: the split of the GPUs that completes the most requests per second.</source>
        <translation>prefill_instances&#xa0;; meilleure répartition&#xa0;: la répartition des GPU qui termine le plus de requêtes par seconde.</translation>
    </message>
    <message>
        <source>Decode i&amp;nstances</source>
        <translation>Instances de déc&amp;odage</translation>
    </message>
    <message>
        <source>decode_instances; best split: the split of the GPUs that completes the most requests per second.</source>
        <translation>decode_instances&#xa0;; meilleure répartition&#xa0;: la répartition des GPU qui termine le plus de requêtes par seconde.</translation>
    </message>
    <message>
        <source>Pr&amp;efill tensor parallel</source>
        <translation>Parallélisme de tenseurs (pr&amp;efill)</translation>
    </message>
    <message>
        <source>prefill_tp: GPUs of one prefill instance; by default the layout&apos;s tensor parallelism.</source>
        <translation>prefill_tp&#xa0;: GPU d’une instance de prefill&#xa0;; par défaut, le parallélisme de tenseurs de la disposition.</translation>
    </message>
    <message>
        <source>Dec&amp;ode tensor parallel</source>
        <translation>Parallélisme de tenseurs (déc&amp;odage)</translation>
    </message>
    <message>
        <source>decode_tp: GPUs of one decode instance; by default the layout&apos;s tensor parallelism.</source>
        <translation>decode_tp&#xa0;: GPU d’une instance de décodage&#xa0;; par défaut, le parallélisme de tenseurs de la disposition.</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>the network&apos;s</source>
        <translation>celle du réseau</translation>
    </message>
    <message>
        <source>KV transfer band&amp;width</source>
        <translation>Bande passante du trans&amp;fert KV</translation>
    </message>
    <message>
        <source>kv_transfer_gbps: GB/s per GPU that carry a prompt&apos;s KV cache from the prefill to the decode instance; by default the inter-node network&apos;s.</source>
        <translation>kv_transfer_gbps&#xa0;: GB/s par GPU qui transportent le cache KV d’un prompt de l’instance de prefill à celle de décodage&#xa0;; par défaut, celle du réseau entre nœuds.</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mélange d’experts</translation>
    </message>
    <message>
        <source>Only for a mixture-of-experts model: %1 is dense.</source>
        <translation>Uniquement pour un modèle à mélange d’experts&#xa0;: %1 est dense.</translation>
    </message>
    <message>
        <source>E&amp;xpert parallelism</source>
        <translation>Parallélisme d’e&amp;xperts</translation>
    </message>
    <message>
        <source>expert_parallel: the routed experts split whole over the GPUs (vLLM --enable-expert-parallel); off: every GPU holds a tensor-parallel slice of each expert.</source>
        <translation>expert_parallel&#xa0;: les experts routés sont répartis entiers sur les GPU (vLLM --enable-expert-parallel)&#xa0;; désactivé&#xa0;: chaque GPU détient une tranche de chaque expert en parallélisme de tenseurs.</translation>
    </message>
    <message>
        <source>Data-&amp;parallel attention</source>
        <translation>Attention en &amp;parallélisme de données</translation>
    </message>
    <message>
        <source>Needs expert parallelism: the attention ranks share the experts through it.</source>
        <translation>Nécessite le parallélisme d’experts&#xa0;: les rangs d’attention se partagent les experts par son biais.</translation>
    </message>
    <message>
        <source>data_parallel_attention: each group of tp GPUs has its own requests, KV cache and attention weights, and all share the experts (SGLang --enable-dp-attention).</source>
        <translation>data_parallel_attention&#xa0;: chaque groupe de tp GPU a ses propres requêtes, son cache KV et ses poids d’attention, et tous se partagent les experts (SGLang --enable-dp-attention).</translation>
    </message>
    <message>
        <source>The load is an open loop: choose the closed loop under Load type to set it.</source>
        <translation>La charge est une boucle ouverte&#xa0;: choisissez la boucle fermée sous Type de charge pour la régler.</translation>
    </message>
    <message>
        <source>The load is a closed loop: choose the open loop under Load type to set it.</source>
        <translation>La charge est une boucle fermée&#xa0;: choisissez la boucle ouverte sous Type de charge pour la régler.</translation>
    </message>
    <message>
        <source>Off: choose a speculative method first.</source>
        <translation>Désactivé&#xa0;: choisissez d’abord une méthode spéculative.</translation>
    </message>
    <message>
        <source>Only for the draft model method.</source>
        <translation>Uniquement pour la méthode à modèle brouillon.</translation>
    </message>
    <message>
        <source>No model in the list shares the vocabulary of %1 (%2 tokens): the engine checks a draft&apos;s tokens by their ids.</source>
        <translation>Aucun modèle de la liste ne partage le vocabulaire de %1 (%2 jetons)&#xa0;: le moteur vérifie les jetons d’un brouillon par leurs identifiants.</translation>
    </message>
    <message>
        <source>Off: turn on disaggregated prefill and decode (the group&apos;s box) first.</source>
        <translation>Désactivé&#xa0;: activez d’abord le prefill et le décodage désagrégés (la case du groupe).</translation>
    </message>
    <message>
        <source>Fixed request si&amp;zes</source>
        <translation>Tailles de re&amp;quête fixes</translation>
    </message>
    <message>
        <source>fixed_lengths: every request has exactly the prompt and output tokens above (a fixed-length dataset with ignore_eos, as NVIDIA&apos;s NIM benchmarks run), so a closed loop&apos;s clients finish together and send their next prompts together. Off: the lengths vary as a real dataset&apos;s do (ShareGPT) around those means, and the prompts come one by one.</source>
        <translation>fixed_lengths&#xa0;: chaque requête a exactement les jetons de prompt et de sortie ci-dessus (un jeu de données de longueur fixe avec ignore_eos, comme tournent les benchmarks NIM de NVIDIA), donc les clients d&apos;une boucle fermée finissent ensemble et envoient ensemble leurs prompts suivants. Désactivé&#xa0;: les longueurs varient comme dans un vrai jeu de données (ShareGPT) autour de ces moyennes, et les prompts arrivent un par un.</translation>
    </message>
    <message>
        <source>Only for a closed loop: an open loop&apos;s requests arrive one by one whatever their sizes.</source>
        <translation>Seulement pour une boucle fermée&#xa0;: les requêtes d’une boucle ouverte arrivent une à une, quelle que soit leur taille.</translation>
    </message>
    <message>
        <source>Only without disaggregated prefill and decode: its closed loop is modelled in steady state, without waves.</source>
        <translation>Seulement sans prefill et décodage désagrégés&#xa0;: leur boucle fermée est modélisée en régime permanent, sans vagues.</translation>
    </message>
</context>
<context>
    <name>rooflab::StatusLine</name>
    <message>
        <source>training</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>préremplissage</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>décodage</translation>
    </message>
    <message>
        <source>%1: %2, MFU %3 %</source>
        <translation>%1&#xa0;: %2, MFU %3&#xa0;%</translation>
    </message>
    <message>
        <source>   |   warning: %1%2</source>
        <translation>   |   avertissement&#xa0;: %1%2</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation> (+%1 autres)</translation>
    </message>
    <message>
        <source>Not evaluated: %1</source>
        <translation>Non évalué&#xa0;: %1</translation>
    </message>
    <message>
        <source>serving: TTFT %1, TPOT %2</source>
        <translation>service : TTFT %1, TPOT %2</translation>
    </message>
</context>
<context>
    <name>rooflab::SweepWorker</name>
    <message>
        <source>could not create the measurement backend: %1</source>
        <translation>impossible de créer le backend de mesure&#xa0;: %1</translation>
    </message>
    <message>
        <source>could not create the measurement backend</source>
        <translation>impossible de créer le backend de mesure</translation>
    </message>
    <message>
        <source>no CUDA device found</source>
        <translation>aucun périphérique CUDA trouvé</translation>
    </message>
    <message>
        <source>device 0 cannot be used</source>
        <translation>le périphérique 0 est inutilisable</translation>
    </message>
</context>
<context>
    <name>rooflab::TimelineChart</name>
    <message>
        <source>forward</source>
        <translation>propagation avant</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>recalcul</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>rétropropagation</translation>
    </message>
    <message>
        <source>tensor-parallel collectives</source>
        <translation>collectives du parallélisme de tenseur</translation>
    </message>
    <message>
        <source>pipeline send</source>
        <translation>envoi du pipeline</translation>
    </message>
    <message>
        <source>bubble (idle)</source>
        <translation>bulle (inactif)</translation>
    </message>
    <message>
        <source>communication hidden by compute</source>
        <translation>communication masquée par le calcul</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>communication exposée</translation>
    </message>
    <message>
        <source>compute slowed by overlap</source>
        <translation>calcul ralenti par le recouvrement</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimiseur</translation>
    </message>
    <message>
        <source>network (stage 1)</source>
        <translation>réseau (étage 1)</translation>
    </message>
    <message>
        <source>network</source>
        <translation>réseau</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>étage %1</translation>
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
        <translation>micro-lot %1</translation>
    </message>
    <message>
        <source>model chunk %1</source>
        <translation>tranche du modèle %1</translation>
    </message>
    <message>
        <source>%1: %2
%3, from %4 to %5</source>
        <translation>%1 : %2
%3, de %4 à %5</translation>
    </message>
    <message>
        <source>time in the step (%1)</source>
        <translation>temps dans le pas (%1)</translation>
    </message>
    <message>
        <source>One training step: not drawn</source>
        <translation>Un pas d’entraînement : non dessiné</translation>
    </message>
    <message>
        <source>%1 pipeline stages × %2 micro-batches are more blocks than the timeline draws; the step time is in the numbers below.</source>
        <translation>%1 étages de pipeline × %2 micro-lots font plus de blocs que la chronologie n’en dessine ; le temps du pas figure dans les chiffres ci-dessous.</translation>
    </message>
    <message>
        <source>There is no training step to draw (an inference phase, or a GPU without a peak).</source>
        <translation>Il n’y a pas de pas d’entraînement à dessiner (une phase d’inférence, ou un GPU sans crête).</translation>
    </message>
    <message>
        <source>, %1 model chunks each</source>
        <translation>, %1 tranches du modèle chacun</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>bulle</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>all-to-all d’experts</translation>
    </message>
    <message>
        <source>offload copies (PCIe)</source>
        <translation>copies de déchargement (PCIe)</translation>
    </message>
    <message>
        <source>optimizer (host)</source>
        <translation>optimiseur (hôte)</translation>
    </message>
    <message>
        <source>gaps between kernels</source>
        <translation>écarts entre kernels</translation>
    </message>
    <message>
        <source>1 micro-batch</source>
        <translation>1 micro-lot</translation>
    </message>
    <message>
        <source>%1 micro-batches</source>
        <translation>%1 micro-lots</translation>
    </message>
    <message>
        <source>One training step: %1, MFU %2 % (%3 through %4 pipeline stages%5)</source>
        <translation>Un pas d’entraînement : %1, MFU %2 % (%3 à travers %4 étages de pipeline%5)</translation>
    </message>
    <message>
        <source>One training step: %1, MFU %2 % (%3)</source>
        <translation>Un pas d’entraînement : %1, MFU %2 % (%3)</translation>
    </message>
    <message>
        <source>does not fit: %1 over the GPU&apos;s memory, the step as it would run with more</source>
        <translation>ne tient pas : %1 au-delà de la mémoire du GPU, le pas tel qu’il s’exécuterait avec davantage</translation>
    </message>
    <message>
        <source>forward (reverse direction)</source>
        <translation>propagation avant (sens inverse)</translation>
    </message>
    <message>
        <source>backward (reverse direction)</source>
        <translation>rétropropagation (sens inverse)</translation>
    </message>
    <message>
        <source>weight gradients (W)</source>
        <translation>gradients des poids (W)</translation>
    </message>
    <message>
        <source>network (GPU 1)</source>
        <translation>réseau (GPU 1)</translation>
    </message>
    <message>
        <source>GPU %1 (stages %2, %3)</source>
        <translation>GPU %1 (étages %2, %3)</translation>
    </message>
    <message>
        <source>entered at stage 1</source>
        <translation>entré à l’étage 1</translation>
    </message>
    <message>
        <source>entered at stage %1</source>
        <translation>entré à l’étage %1</translation>
    </message>
    <message>
        <source>overlapped with the other direction&apos;s chunk</source>
        <translation>superposé au bloc de l’autre sens</translation>
    </message>
    <message>
        <source>DualPipe runs an even number of pipeline stages and an even number of micro-batches, at least twice the stages; this layout has %1 stages and %2 micro-batches.</source>
        <translation>DualPipe demande un nombre pair d’étages de pipeline et un nombre pair de micro-lots, au moins le double des étages ; cette disposition a %1 étages et %2 micro-lots.</translation>
    </message>
    <message>
        <source>, DualPipe: %1 entering at each end</source>
        <translation>, DualPipe : %1 entrant à chaque bout</translation>
    </message>
    <message>
        <source>recompute (reverse direction)</source>
        <translation>recalcul (sens inverse)</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <translation>communication du parallélisme de contexte</translation>
    </message>
</context>
<context>
    <name>rooflab::TrainingCodeControls</name>
    <message>
        <source>Megatron-LM (fused kernels)</source>
        <translation>Megatron-LM (noyaux fusionnés)</translation>
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
        <translation>eager (tampons de taille complète)</translation>
    </message>
    <message>
        <source>fused kernel</source>
        <translation>noyau fusionné</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>par blocs</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>fusionné</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>foreach</translation>
    </message>
    <message>
        <source>per-tensor loop</source>
        <translation>boucle par tenseur</translation>
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
        <translation>Code d&apos;entraînement</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implémentation</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Free gradients between steps (set_to_none)</source>
        <translation>Libérer les gradients (set_to_none)</translation>
    </message>
    <message>
        <source>More training options</source>
        <translation>Plus d&apos;options d&apos;entraînement</translation>
    </message>
    <message>
        <source>Show or hide the optimizer kernels, the backend and the overlap of communication.</source>
        <translation>Afficher ou masquer les noyaux de l’optimiseur, le backend et le recouvrement des communications.</translation>
    </message>
    <message>
        <source>Optimizer kernels</source>
        <translation>Noyaux de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>How the optimizer step runs: one fused kernel (no scratch), foreach (temporaries for a whole group of tensors at once) or a loop over the tensors (temporaries of the largest one). Auto is PyTorch&apos;s default: foreach on CUDA, the loop on the CPU; Megatron-LM fuses.</source>
        <translation>Comment s&apos;exécute le pas de l&apos;optimiseur&#xa0;: un noyau fusionné (sans mémoire temporaire), foreach (des temporaires pour tout un groupe de tenseurs à la fois) ou une boucle sur les tenseurs (les temporaires du plus grand). Auto est le choix par défaut de PyTorch&#xa0;: foreach sur CUDA, la boucle sur le CPU&#xa0;; Megatron-LM fusionne.</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Where the step runs: on the CPU dropout masks take the input&apos;s dtype instead of one byte, and autocast&apos;s lists of ops differ.</source>
        <translation>Où s&apos;exécute le pas&#xa0;: sur le CPU, les masques de dropout prennent le dtype de l&apos;entrée au lieu d&apos;un octet, et les listes d&apos;opérations d&apos;autocast diffèrent.</translation>
    </message>
    <message>
        <source>Overlap gradient reduction with the backward</source>
        <translation>Recouvrir la réduction des gradients par la rétropropagation</translation>
    </message>
    <message>
        <source>Step time: the data-parallel gradient all-reduce runs while the last micro-batch&apos;s backward still computes (PyTorch DDP, Megatron-LM&apos;s --overlap-grad-reduce). Off: it starts after the whole backward and is exposed (Megatron-LM&apos;s DDP before 2023).</source>
        <translation>Temps du pas : l’all-reduce des gradients du parallélisme de données s’exécute pendant que la rétropropagation du dernier micro-lot calcule encore (PyTorch DDP, --overlap-grad-reduce de Megatron-LM). Désactivé : il commence après toute la rétropropagation et reste exposé (le DDP de Megatron-LM avant 2023).</translation>
    </message>
    <message>
        <source>Fuse gradient accumulation into the weight-gradient GEMM</source>
        <translation>Fusionner l’accumulation des gradients dans la GEMM du gradient des poids</translation>
    </message>
    <message>
        <source>optimizer.zero_grad(set_to_none=True), PyTorch 2&apos;s default: no gradients exist during the forward, so a peak in the forward or the loss does not include them.</source>
        <translation>optimizer.zero_grad(set_to_none=True), le comportement par défaut de PyTorch 2&#xa0;: aucun gradient n&apos;existe pendant la passe avant, donc un pic dans la passe avant ou dans la perte ne les inclut pas.</translation>
    </message>
    <message>
        <source>Megatron-LM keeps one contiguous gradient buffer for the whole run: its gradients are never freed. Choose a PyTorch implementation to change this.</source>
        <translation>Megatron-LM garde un tampon de gradients contigu pendant tout l&apos;entraînement&#xa0;: ses gradients ne sont jamais libérés. Choisissez une implémentation PyTorch pour changer cela.</translation>
    </message>
    <message>
        <source>auto (%1)</source>
        <translation>automatique (%1)</translation>
    </message>
    <message>
        <source>PyTorch adds each micro-batch&apos;s weight gradients to the accumulated ones in a separate, memory-bound kernel. Choose Megatron-LM to fuse them.</source>
        <translation>PyTorch ajoute les gradients des poids de chaque micro-lot aux gradients accumulés dans un noyau séparé, limité par la mémoire. Choisissez Megatron-LM pour les fusionner.</translation>
    </message>
    <message>
        <source>Step time: Megatron-LM&apos;s --gradient-accumulation-fusion (since 2022) adds the weight gradients into the accumulated fp32 buffer inside the GEMM. Off: every micro-batch after the first adds them in a separate memory-bound pass.</source>
        <translation>Temps du pas : --gradient-accumulation-fusion de Megatron-LM (depuis 2022) ajoute les gradients des poids au tampon fp32 accumulé à l’intérieur de la GEMM. Désactivé : chaque micro-lot après le premier les ajoute dans une passe séparée limitée par la mémoire.</translation>
    </message>
    <message>
        <source>reduced in place</source>
        <translation>réduits sur place</translation>
    </message>
    <message>
        <source>copied into buckets and back</source>
        <translation>copiés dans des buckets et retour</translation>
    </message>
    <message>
        <source>flattened and copied back</source>
        <translation>aplatis et recopiés</translation>
    </message>
    <message>
        <source>Gradient buffers</source>
        <translation>Tampons de gradients</translation>
    </message>
    <message>
        <source>Step time: the passes the data-parallel reduction makes over the gradients on the GPU. Reduced in place: Megatron-LM&apos;s contiguous buffer, scaled by 1/d (each gradient read and written once). Copied into buckets and back: PyTorch DDP&apos;s default (twice that). Flattened and copied back: Megatron-LM&apos;s DDP of 2021 without contiguous buffers (three times). Auto follows the implementation.</source>
        <translation>Temps de pas : les passes que la réduction du parallélisme de données fait sur les gradients dans le GPU. Réduits sur place : le tampon contigu de Megatron-LM, mis à l’échelle par 1/d (chaque gradient lu et écrit une fois). Copiés dans des buckets et retour : le défaut de PyTorch DDP (deux fois plus). Aplatis et recopiés : le DDP de Megatron-LM de 2021 sans tampons contigus (trois fois plus). Auto suit l’implémentation.</translation>
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
        <translation>Le code qui exécute le pas décide quels tenseurs la passe avant conserve pour la passe arrière&#xa0;: les noyaux fusionnés de Megatron-LM en gardent le moins&#xa0;; PyTorch eager (un modèle Hugging Face avec l&apos;attention eager) garde les probabilités d&apos;attention s x s&#xa0;; PyTorch SDPA utilise une attention fusionnée mais garde les autres tenseurs de PyTorch. Les profils de framework apportent les choix de leur framework : Megatron-Core exécute les kernels fusionnés de Transformer Engine comme NeMo ; torchtitan, des modules PyTorch simples avec SDPA, un optimiseur fusionné et une réduction des gradients en fp32 sous FSDP2 ; LLM Foundry, les modules de MPT avec flash attention, un seul kernel GELU et une perte fusionnée sous le FSDP de Composer ; DeepSpeed, le modèle de Megatron-DeepSpeed sous le moteur de DeepSpeed et ZeRO.</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Compile the model with torch.compile (Inductor): each chain of elementwise operations becomes one kernel (fewer launches and memory passes), and the backward recomputes those chains from their saved inputs (fewer saved tensors). Off by default, as in torchtitan. Megatron&apos;s code has its own fused kernels.</source>
        <translation>Compiler le modèle avec torch.compile (Inductor) : chaque chaîne d&apos;opérations élément par élément devient un kernel (moins de lancements et de passes en mémoire), et le backward recalcule ces chaînes à partir de leurs entrées sauvegardées (moins de tenseurs sauvegardés). Désactivé par défaut, comme dans torchtitan. Le code de Megatron a ses propres kernels fusionnés.</translation>
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
        <translation>Noyau d’attention</translation>
    </message>
    <message>
        <source>Which fused attention kernel runs the attention core (torch.nn.attention.sdpa_kernel, Transformer Engine&apos;s backend). On Hopper FlashAttention-2 reaches about 0.6 of cuDNN&apos;s rate (FlashAttention-3 paper); on other cards one rate stands for all. Auto is the implementation&apos;s own choice: cuDNN for Megatron-Core and today&apos;s torchtitan, FlashAttention-2 for LLM Foundry and DeepSpeed.</source>
        <translation>Quel noyau d’attention fusionné exécute le cœur de l’attention (torch.nn.attention.sdpa_kernel, le backend de Transformer Engine). Sur Hopper, FlashAttention-2 atteint environ 0,6 du débit de cuDNN (article FlashAttention-3) ; sur les autres cartes un seul débit vaut pour tous. Auto est le choix de l’implémentation : cuDNN pour Megatron-Core et le torchtitan actuel, FlashAttention-2 pour LLM Foundry et DeepSpeed.</translation>
    </message>
    <message>
        <source>compiled (torch.compile)</source>
        <translation>compilée (torch.compile)</translation>
    </message>
    <message>
        <source>How the cross-entropy is computed: eager PyTorch makes logits-sized buffers (an fp32 copy, log-probabilities, their gradients); a fused kernel writes the gradient in place; chunked computes it a slice of the tokens at a time; compiled (torch.compile) keeps the 16-bit logits and writes one 16-bit gradient.</source>
        <translation>Comment l&apos;entropie croisée est calculée&#xa0;: PyTorch eager crée des tampons de la taille des logits (une copie fp32, les log-probabilités, leurs gradients)&#xa0;; un noyau fusionné écrit le gradient sur place&#xa0;; par blocs, elle est calculée sur une tranche des tokens à la fois&#xa0;; compilée (torch.compile), elle garde les logits 16 bits et écrit un seul gradient 16 bits.</translation>
    </message>
    <message>
        <source>auto (its own kernel)</source>
        <translation>auto (son propre noyau)</translation>
    </message>
    <message>
        <source>Gather the parameters during the next forward</source>
        <translation>Rassembler les paramètres pendant la passe avant suivante</translation>
    </message>
    <message>
        <source>Step time, ZeRO-1/2 (a distributed optimizer): the updated parameters are all-gathered bucket by bucket while the next step&apos;s first forward computes (Megatron-Core&apos;s --overlap-param-gather, set by NeMo&apos;s and Megatron-Bridge&apos;s recipes). Off: they are gathered after the optimizer step and the step waits for all of them (Megatron-LM&apos;s default, DeepSpeed ZeRO-1/2).</source>
        <translation>Temps d&apos;étape, ZeRO-1/2 (optimiseur distribué)&#xa0;: les paramètres mis à jour sont rassemblés (all-gather) bucket par bucket pendant le calcul de la première passe avant de l&apos;étape suivante (--overlap-param-gather de Megatron-Core, activé par les recettes de NeMo et de Megatron-Bridge). Désactivé&#xa0;: ils sont rassemblés après l&apos;étape de l&apos;optimiseur et l&apos;étape les attend tous (défaut de Megatron-LM, DeepSpeed ZeRO-1/2).</translation>
    </message>
    <message>
        <source>op by op</source>
        <translation>opération par opération</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>How an eager PyTorch step runs each RMSNorm: op by op (Hugging Face&apos;s LlamaRMSNorm, torchtitan&apos;s own norm of 2024: an fp32 copy, the square, the mean, 1/rms and two products, each a kernel, the fp32 copy and the output kept for the backward) or one fused kernel each way (torch.nn.RMSNorm on PyTorch 2.8 and later, torchtitan&apos;s norm since 2025; Liger&apos;s), which keeps only its input and 1/rms. torch.compile fuses it either way.</source>
        <translation>Comment un pas eager de PyTorch exécute chaque RMSNorm : opération par opération (LlamaRMSNorm de Hugging Face, la norme propre de torchtitan en 2024 : une copie fp32, le carré, la moyenne, 1/rms et deux produits, chacun un noyau ; la copie fp32 et la sortie gardées pour le backward) ou un noyau fusionné dans chaque sens (torch.nn.RMSNorm à partir de PyTorch 2.8, la norme de torchtitan depuis 2025 ; celle de Liger), qui ne garde que son entrée et 1/rms. torch.compile la fusionne dans les deux cas.</translation>
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
        <translation>%1 heures</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>%1 days (%2 years)</source>
        <translation>%1 jours (%2 ans)</translation>
    </message>
    <message>
        <source>more than a million years</source>
        <translation>plus d&apos;un million d&apos;années</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 ans</translation>
    </message>
</context>
</TS>
